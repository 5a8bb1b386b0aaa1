import type { AccountSource } from '../account/AccountStore.ts';
import type { AlertsSource } from '../alerts/AlertsStore.ts';
import type { ForecastSource } from '../weather/WeatherStore.ts';
import type { HelpSource } from '../help/HelpStore.ts';
import type { NotificationsSource } from '../notifications/NotificationsStore.ts';
import type { CheckInSource } from '../notifications/CheckInStore.ts';
import { guardUnauthorized } from '../api/guardUnauthorized.ts';
import { ConfigStore, type ConfigSource } from '../config/ConfigStore.ts';
import { ConnectivityStore, type ConnectivityEvents } from '../connectivity/ConnectivityStore.ts';
import type { ContactsSource } from '../contacts/ContactsStore.ts';
import type { GearSource } from '../gear/GearStore.ts';
import type { GearTemplatesSource } from '../gear/GearTemplatesStore.ts';
import type { CustomTrackEditorSource } from '../custom-tracks/CustomTrackEditorStore.ts';
import type { CustomTrackSource } from '../custom-tracks/CustomTrackStore.ts';
import type { MyCustomTracksSource } from '../custom-tracks/MyCustomTracksStore.ts';
import { LocationStore, type LocationSource } from '../location/LocationStore.ts';
import type { Clock } from '../platform/Clock.ts';
import type { Geolocation } from '../platform/Geolocation.ts';
import { PENDING_GEAR_KEY, PLAN_FILES_KEY, PLAN_KEY, SEARCH_HISTORY_KEY, SESSION_KEY, TEMPORARY_CONTACTS_KEY } from '../platform/deviceKeys.ts';
import { storeReviewAtMostEvery, type StoreReview } from '../platform/StoreReview.ts';
import type { KeyValueStorage } from '../platform/KeyValueStorage.ts';
import { ensureStoreVersion } from '../platform/storeVersion.ts';
import { Ticker } from '../platform/Ticker.ts';
import type { MyWalksSource } from '../plan/MyWalksStore.ts';
import type { PlanSource } from '../plan/PlanStore.ts';
import type { ReadonlyPlanSource } from '../plan/ReadonlyPlanStore.ts';
import { SearchStore, type SearchSource } from '../search/SearchStore.ts';
import { SessionStore, type AuthSource, type CrossTabLock, type Navigator } from '../session/SessionStore.ts';
import { ViewportStore, type MediaQuery } from '../viewport/ViewportStore.ts';
import type { CompletionSource } from '../completion/CompletionStore.ts';
import type { ModerationSource } from '../moderation/ModerationStore.ts';
import type { ImageTools } from '../platform/ImageTools.ts';
import type { MyReviewsSource } from '../reviews/MyReviewsStore.ts';
import type { ReviewSource } from '../reviews/ReviewFormStore.ts';
import type { WishlistSource } from '../wishlist/WishlistStore.ts';

export type RootApi = ConfigSource &
  LocationSource &
  SearchSource &
  AuthSource &
  AccountSource &
  PlanSource &
  ReadonlyPlanSource &
  MyWalksSource &
  ContactsSource &
  GearSource &
  GearTemplatesSource &
  CustomTrackEditorSource &
  MyCustomTracksSource &
  CustomTrackSource &
  WishlistSource &
  CompletionSource &
  ReviewSource &
  MyReviewsSource &
  ModerationSource &
  AlertsSource &
  ForecastSource &
  NotificationsSource &
  CheckInSource &
  HelpSource;

/** Everything the stores need from the outside world, passed in so tests can fake it. */
export interface RootStoreDeps {
  api: RootApi;
  clock: Clock;
  storage: KeyValueStorage;
  /** The device's position ('Nearest to me'). */
  geolocation: Geolocation;
  desktopQuery: MediaQuery;
  /** The browser window's online and offline events. */
  connectivity: ConnectivityEvents;
  navigator: Navigator;
  /** Serialises token refreshes across tabs. */
  lock?: CrossTabLock;
  /** Resizes review photos and shows them before they are sent. */
  images: ImageTools;
  /** The app store's review prompt (the store apps); none in a browser. */
  storeReview?: StoreReview;
}

/**
 * Every key the app keeps on the device; a store-version change clears them all, even
 * those of features not built yet (a feature that persists a key adds it here).
 */
export const PERSISTED_KEYS = [SESSION_KEY, SEARCH_HISTORY_KEY, PLAN_KEY, PLAN_FILES_KEY, TEMPORARY_CONTACTS_KEY, PENDING_GEAR_KEY] as const;

/**
 * The keys holding a user's work on the device (spec part 1 §4: logout resets the plan and
 * clears temporary contacts and files). Logout clears them even when no page of this visit
 * built the features that keep them; the features' own resets then clear their state.
 */
export const LOGOUT_CLEARED_KEYS = [PLAN_KEY, PLAN_FILES_KEY, TEMPORARY_CONTACTS_KEY, PENDING_GEAR_KEY] as const;

/**
 * A feature's stores (the plan, gear, reviews…), built from the root's shared stores and
 * deps the first time a page asks for them: `root.feature(planFeature)`. A feature is
 * its own module, so its code (and its rules, schemas and date libraries) loads with the
 * pages that use it rather than with the first page. A feature may build the features it
 * needs through the same call, and hooks its logout reset on `root.session.onLogout`.
 */
export type Feature<T> = (root: RootStore) => T;

/**
 * The stores every page needs, built at start; the others are features, built once on
 * first use. Views reach both through the app's `useStores()` and `useFeature()`.
 */
export class RootStore {
  readonly deps: RootStoreDeps;
  /** The api/v1 calls, a 401 from any of them ending the session. */
  readonly api: RootApi;
  readonly config: ConfigStore;
  readonly session: SessionStore;
  readonly viewport: ViewportStore;
  readonly connectivity: ConnectivityStore;
  /** The place a page shows (tracks, huts, campsites). */
  readonly location: LocationStore;
  readonly search: SearchStore;
  /** "Now" for state that changes with time (a trip's state, time to go). */
  readonly ticker: Ticker;
  /**
   * The store apps' review prompt behind its rule (at most once per STORE_REVIEW_INTERVAL_DAYS),
   * asked after a saved draft and a saved gear list; undefined in a browser, which has none.
   */
  readonly storeReview: StoreReview | undefined;
  private readonly features = new Map<Feature<unknown>, unknown>();

  constructor(deps: RootStoreDeps) {
    this.deps = deps;
    ensureStoreVersion(deps.storage, PERSISTED_KEYS);
    // A 401 from any call ends the session; the token calls report bad credentials themselves,
    // and revocation runs after the session has already ended here.
    this.api = guardUnauthorized(deps.api, () => this.session.handleUnauthorized(), ['passwordGrant', 'refreshGrant', 'revokeToken']);
    this.session = new SessionStore({
      api: this.api,
      clock: deps.clock,
      storage: deps.storage,
      navigator: deps.navigator,
      ...(deps.lock ? { lock: deps.lock } : {}),
    });
    this.config = new ConfigStore(this.api);
    this.viewport = new ViewportStore(deps.desktopQuery);
    this.connectivity = new ConnectivityStore(deps.connectivity);
    this.location = new LocationStore(this.api);
    this.search = new SearchStore({ api: this.api, clock: deps.clock, storage: deps.storage, geolocation: deps.geolocation });
    this.ticker = new Ticker(deps.clock);
    this.storeReview = deps.storeReview ? storeReviewAtMostEvery(deps.storeReview, { clock: deps.clock, storage: deps.storage }) : undefined;
    this.session.onLogout(() => {
      for (const key of LOGOUT_CLEARED_KEYS) deps.storage.removeItem(key);
    });
  }

  /** The feature's stores, built on the first call and the same ones after. */
  feature<T>(feature: Feature<T>): T {
    if (!this.features.has(feature)) this.features.set(feature, feature(this));
    return this.features.get(feature) as T;
  }
}
