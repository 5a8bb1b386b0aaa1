export { ReviewPhotoModeration } from './ReviewPhotoModeration.tsx';
export type { PendingPhoto, ReviewPhotoModerationProps } from './ReviewPhotoModeration.tsx';
