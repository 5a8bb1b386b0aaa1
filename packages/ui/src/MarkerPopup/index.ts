export { DELETE_MARKER_QUESTION, MarkerPopup } from './MarkerPopup.tsx';
export type { MarkerPopupProps, MarkerSegment } from './MarkerPopup.tsx';
