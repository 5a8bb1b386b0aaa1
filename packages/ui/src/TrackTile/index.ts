export { TrackTile } from './TrackTile.tsx';
export type { PlaceType, TrackTileItem, TrackTileLayout, TrackTileProps } from './TrackTile.tsx';
