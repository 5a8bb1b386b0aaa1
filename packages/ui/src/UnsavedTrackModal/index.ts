export { UnsavedTrackModal } from './UnsavedTrackModal.tsx';
export type { UnsavedTrackModalProps } from './UnsavedTrackModal.tsx';
