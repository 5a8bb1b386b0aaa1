export { TrackHeader } from './TrackHeader.tsx';
export type { TrackHeaderGalleryImage, TrackHeaderLocation, TrackHeaderProps } from './TrackHeader.tsx';
