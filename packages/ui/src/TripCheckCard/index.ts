export { TripCheckCard } from './TripCheckCard.tsx';
export type { TripCheckCardLevel, TripCheckCardProps, TripCheckCardReason, TripCheckCardVerdict } from './TripCheckCard.tsx';
