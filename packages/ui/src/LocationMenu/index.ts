export { LocationMenu } from './LocationMenu.tsx';
export type { LocationMenuHrefs, LocationMenuProps, LocationType, LocationView } from './LocationMenu.tsx';
