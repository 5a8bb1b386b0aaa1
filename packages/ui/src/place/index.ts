export { placeTypeIcon } from './placeType.ts';
export type { PlaceType } from './placeType.ts';
