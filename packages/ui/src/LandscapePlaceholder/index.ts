export { LandscapePlaceholder } from './LandscapePlaceholder.tsx';
export type { LandscapePlaceholderProps } from './LandscapePlaceholder.tsx';
