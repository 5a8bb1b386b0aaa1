export { TrackSelectorBar } from './TrackSelectorBar.tsx';
export { TrackSelectorBarSkeleton } from './TrackSelectorBarSkeleton.tsx';
export type { TrackSelectorBarLayout, TrackSelectorBarLocation, TrackSelectorBarProps } from './TrackSelectorBar.tsx';
