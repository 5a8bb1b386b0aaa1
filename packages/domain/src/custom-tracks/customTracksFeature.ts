import type { Feature } from '../root/RootStore.ts';
import { CustomTrackEditorStore } from './CustomTrackEditorStore.ts';
import { CustomTrackStore } from './CustomTrackStore.ts';
import { MyCustomTracksStore } from './MyCustomTracksStore.ts';

export interface CustomTracksStores {
  /** The custom-track editor (/custom-track-editor/{id?}). */
  customTrackEditor: CustomTrackEditorStore;
  /** My Custom Tracks and share links. */
  myCustomTracks: MyCustomTracksStore;
  /** A custom track's own pages (/custom-tracks/{id}). */
  customTrack: CustomTrackStore;
}

export const customTracksFeature: Feature<CustomTracksStores> = (root) => {
  const stores = {
    customTrackEditor: new CustomTrackEditorStore({ api: root.api, navigator: root.deps.navigator }),
    myCustomTracks: new MyCustomTracksStore({ api: root.api, navigator: root.deps.navigator }),
    customTrack: new CustomTrackStore(root.api),
  };
  root.session.onLogout(() => {
    stores.myCustomTracks.reset();
    stores.customTrack.forget();
  });
  return stores;
};
