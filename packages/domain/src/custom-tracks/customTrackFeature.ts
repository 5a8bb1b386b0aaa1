import type { Feature } from '../root/RootStore.ts';
import { CustomTrackStore } from './CustomTrackStore.ts';

export interface CustomTrackStores {
  /** A custom track's own pages (/custom-tracks/{id}) and a plan on it. */
  customTrack: CustomTrackStore;
}

/**
 * One custom track, apart from the editor and My Custom Tracks (`customTracksFeature`):
 * the plan editor and the track's page need only this, so their first load leaves the
 * editor's code out.
 */
export const customTrackFeature: Feature<CustomTrackStores> = (root) => {
  const stores = { customTrack: new CustomTrackStore(root.api) };
  root.session.onLogout(() => stores.customTrack.forget());
  return stores;
};
