export { TrackTile } from './TrackTile.tsx';
export type { TrackTileItem, TrackTileLayout, TrackTileProps } from './TrackTile.tsx';
