export { TrackSelectorBar } from './TrackSelectorBar.tsx';
export type { TrackSelectorBarLayout, TrackSelectorBarLocation, TrackSelectorBarProps } from './TrackSelectorBar.tsx';
