export { CUSTOM_TRACKS_LOAD_MORE_PX, DELETE_CUSTOM_TRACK_QUESTION, MyCustomTracks } from './MyCustomTracks.tsx';
export type { MyCustomTracksItem, MyCustomTracksProps } from './MyCustomTracks.tsx';
