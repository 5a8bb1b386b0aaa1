import type { Feature } from '../root/RootStore.ts';
import { CustomTrackEditorStore } from './CustomTrackEditorStore.ts';
import { MyCustomTracksStore } from './MyCustomTracksStore.ts';

export interface CustomTracksStores {
  /** The custom-track editor (/custom-track-editor/{id?}). */
  customTrackEditor: CustomTrackEditorStore;
  /** My Custom Tracks and share links. */
  myCustomTracks: MyCustomTracksStore;
}

/** The editor and My Custom Tracks; one track's pages have `customTrackFeature`. */
export const customTracksFeature: Feature<CustomTracksStores> = (root) => {
  const stores = {
    customTrackEditor: new CustomTrackEditorStore({ api: root.api, navigator: root.deps.navigator }),
    myCustomTracks: new MyCustomTracksStore({ api: root.api, navigator: root.deps.navigator }),
  };
  root.session.onLogout(() => stores.myCustomTracks.reset());
  return stores;
};
