export { ShareCustomTrackModal } from './ShareCustomTrackModal.tsx';
export type { ShareCustomTrackModalProps } from './ShareCustomTrackModal.tsx';
