import { ConfigStore, type ConfigSource } from '../config/ConfigStore.ts';
import { LocationStore, type LocationSource } from '../location/LocationStore.ts';
import type { Clock } from '../platform/Clock.ts';
import type { KeyValueStorage } from '../platform/KeyValueStorage.ts';
import { SearchStore, type SearchSource } from '../search/SearchStore.ts';
import { SessionStore } from '../session/SessionStore.ts';
import { ViewportStore, type MediaQuery } from '../viewport/ViewportStore.ts';

/** Everything the stores need from the outside world, passed in so tests can fake it. */
export interface RootStoreDeps {
  api: ConfigSource & LocationSource & SearchSource;
  clock: Clock;
  storage: KeyValueStorage;
  desktopQuery: MediaQuery;
}

/** Builds every store once; views reach them through the app's `useStores()`. */
export class RootStore {
  readonly config: ConfigStore;
  readonly session: SessionStore;
  readonly viewport: ViewportStore;
  readonly location: LocationStore;
  readonly search: SearchStore;

  constructor(deps: RootStoreDeps) {
    this.config = new ConfigStore(deps.api);
    this.session = new SessionStore();
    this.viewport = new ViewportStore(deps.desktopQuery);
    this.location = new LocationStore(deps.api);
    this.search = new SearchStore({ api: deps.api, clock: deps.clock, storage: deps.storage });
  }
}
