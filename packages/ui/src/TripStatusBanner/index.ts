export { TripStatusBanner } from './TripStatusBanner.tsx';
export type { TripStatusBannerProps, TripStatusBannerTone } from './TripStatusBanner.tsx';
