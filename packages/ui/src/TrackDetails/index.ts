export { READ_MORE_THRESHOLD_PX, TrackDetails } from './TrackDetails.tsx';
export type {
  TrackDetailsLocation,
  TrackDetailsNearbyPlace,
  TrackDetailsProps,
  TrackDetailsVideo,
} from './TrackDetails.tsx';
