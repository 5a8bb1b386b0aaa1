export { TrackTileList } from './TrackTileList.tsx';
export type { TrackTileListProps } from './TrackTileList.tsx';
