export { TripNameSection } from './TripNameSection.tsx';
export type { TripNameSectionProps } from './TripNameSection.tsx';
