import { AccountStore, type AccountSource } from '../account/AccountStore.ts';
import { AlertsStore, type AlertsSource } from '../alerts/AlertsStore.ts';
import { WeatherStore, type ForecastSource } from '../weather/WeatherStore.ts';
import { TripCheckStore } from '../tripCheck/TripCheckStore.ts';
import { NotificationsStore, type NotificationsSource } from '../notifications/NotificationsStore.ts';
import { CheckInStore, type CheckInSource } from '../notifications/CheckInStore.ts';
import { guardUnauthorized } from '../api/guardUnauthorized.ts';
import { ConfigStore, type ConfigSource } from '../config/ConfigStore.ts';
import { ConnectivityStore, type ConnectivityEvents } from '../connectivity/ConnectivityStore.ts';
import { ContactsStore, TEMPORARY_CONTACTS_KEY, type ContactsSource } from '../contacts/ContactsStore.ts';
import { GearStore, PENDING_GEAR_KEY, type GearSource } from '../gear/GearStore.ts';
import { GearTemplatesStore, type GearTemplatesSource } from '../gear/GearTemplatesStore.ts';
import { CustomTrackEditorStore, type CustomTrackEditorSource } from '../custom-tracks/CustomTrackEditorStore.ts';
import { CustomTrackStore, type CustomTrackSource } from '../custom-tracks/CustomTrackStore.ts';
import { MyCustomTracksStore, type MyCustomTracksSource } from '../custom-tracks/MyCustomTracksStore.ts';
import { LocationStore, type LocationSource } from '../location/LocationStore.ts';
import type { Clock } from '../platform/Clock.ts';
import type { Geolocation } from '../platform/Geolocation.ts';
import type { KeyValueStorage } from '../platform/KeyValueStorage.ts';
import { ensureStoreVersion } from '../platform/storeVersion.ts';
import { Ticker } from '../platform/Ticker.ts';
import { MyWalksStore, type MyWalksSource } from '../plan/MyWalksStore.ts';
import { PLAN_FILES_KEY, PLAN_KEY, PlanStore, type PlanSource } from '../plan/PlanStore.ts';
import { ReadonlyPlanStore, type ReadonlyPlanSource } from '../plan/ReadonlyPlanStore.ts';
import { SEARCH_HISTORY_KEY, SearchStore, type SearchSource } from '../search/SearchStore.ts';
import { SESSION_KEY, SessionStore, type AuthSource, type CrossTabLock, type Navigator } from '../session/SessionStore.ts';
import { ViewportStore, type MediaQuery } from '../viewport/ViewportStore.ts';
import { CompletionStore, type CompletionSource } from '../completion/CompletionStore.ts';
import { ModerationStore, type ModerationSource } from '../moderation/ModerationStore.ts';
import type { ImageTools } from '../platform/ImageTools.ts';
import { MyReviewsStore, type MyReviewsSource } from '../reviews/MyReviewsStore.ts';
import { ReviewFormStore, type ReviewSource } from '../reviews/ReviewFormStore.ts';
import { WishlistStore, type WishlistSource } from '../wishlist/WishlistStore.ts';

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
  CheckInSource;

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
}

/** Every key the app keeps on the device; a store-version change clears them all. */
export const PERSISTED_KEYS = [SESSION_KEY, SEARCH_HISTORY_KEY, PLAN_KEY, PLAN_FILES_KEY, TEMPORARY_CONTACTS_KEY, PENDING_GEAR_KEY] as const;

/** Builds every store once; views reach them through the app's `useStores()`. */
export class RootStore {
  readonly config: ConfigStore;
  readonly session: SessionStore;
  readonly account: AccountStore;
  readonly viewport: ViewportStore;
  readonly connectivity: ConnectivityStore;
  readonly location: LocationStore;
  readonly search: SearchStore;
  /** "Now" for state that changes with time (a trip's state, time to go). */
  readonly ticker: Ticker;
  readonly contacts: ContactsStore;
  readonly plan: PlanStore;
  readonly readonlyPlan: ReadonlyPlanStore;
  readonly myWalks: MyWalksStore;
  /** The user's custom gear lists (My Gear Lists, the gear page's dropdown). */
  readonly gearTemplates: GearTemplatesStore;
  /** The working plan's gear list (the gear page). */
  readonly gear: GearStore;
  /** The custom-track editor (/custom-track-editor/{id?}). */
  readonly customTrackEditor: CustomTrackEditorStore;
  /** My Custom Tracks and share links. */
  readonly myCustomTracks: MyCustomTracksStore;
  /** A custom track's own pages (/custom-tracks/{id}). */
  readonly customTrack: CustomTrackStore;
  readonly wishlist: WishlistStore;
  readonly completion: CompletionStore;
  readonly reviewForm: ReviewFormStore;
  readonly myReviews: MyReviewsStore;
  readonly moderation: ModerationStore;
  readonly alerts: AlertsStore;
  readonly weather: WeatherStore;
  readonly tripCheck: TripCheckStore;
  readonly notifications: NotificationsStore;
  readonly checkIn: CheckInStore;

  constructor(deps: RootStoreDeps) {
    ensureStoreVersion(deps.storage, PERSISTED_KEYS);
    // A 401 from any call ends the session; the token calls report bad credentials themselves,
    // and revocation runs after the session has already ended here.
    const api = guardUnauthorized(deps.api, () => this.session.handleUnauthorized(), ['passwordGrant', 'refreshGrant', 'revokeToken']);
    this.session = new SessionStore({
      api,
      clock: deps.clock,
      storage: deps.storage,
      navigator: deps.navigator,
      ...(deps.lock ? { lock: deps.lock } : {}),
    });
    this.account = new AccountStore({ api, session: this.session });
    this.config = new ConfigStore(api);
    this.viewport = new ViewportStore(deps.desktopQuery);
    this.connectivity = new ConnectivityStore(deps.connectivity);
    this.location = new LocationStore(api);
    this.search = new SearchStore({ api, clock: deps.clock, storage: deps.storage, geolocation: deps.geolocation });
    this.ticker = new Ticker(deps.clock);
    this.contacts = new ContactsStore({ api, session: this.session, storage: deps.storage });
    this.plan = new PlanStore({
      api,
      session: this.session,
      contacts: this.contacts,
      ticker: this.ticker,
      storage: deps.storage,
      navigator: deps.navigator,
      connectivity: this.connectivity,
    });
    const plans = { api, ticker: this.ticker, session: this.session, workingPlan: this.plan };
    this.readonlyPlan = new ReadonlyPlanStore({ ...plans, navigator: deps.navigator });
    this.myWalks = new MyWalksStore(plans);
    this.customTrackEditor = new CustomTrackEditorStore({ api, navigator: deps.navigator });
    this.myCustomTracks = new MyCustomTracksStore({ api, navigator: deps.navigator });
    this.customTrack = new CustomTrackStore(api);
    const workingDates = () => this.plan.plan.date;
    this.alerts = new AlertsStore({
      api,
      ticker: this.ticker,
      workingDates,
      embeddedAlerts: (routeType, slug) => {
        const shown = this.location.location;
        return shown && shown.slug === slug && shown.singular_name === routeType ? shown.alerts : null;
      },
    });
    this.weather = new WeatherStore({ api, ticker: this.ticker, workingDates });
    this.tripCheck = new TripCheckStore({ api, ticker: this.ticker });
    this.notifications = new NotificationsStore(api);
    this.checkIn = new CheckInStore(api);
    this.gearTemplates = new GearTemplatesStore({ api, session: this.session });
    this.gear = new GearStore({
      api,
      plan: this.plan,
      places: this.location,
      customLists: this.gearTemplates,
      session: this.session,
      storage: deps.storage,
      connectivity: this.connectivity,
    });
    this.session.onLogout(() => {
      this.notifications.reset();
      this.checkIn.reset();
      this.readonlyPlan.reset();
      this.myWalks.reset();
      this.myCustomTracks.reset();
      this.customTrack.forget();
    });
    this.wishlist = new WishlistStore({ api, session: this.session });
    this.completion = new CompletionStore({ api, session: this.session, clock: deps.clock });
    this.reviewForm = new ReviewFormStore({
      api,
      session: this.session,
      clock: deps.clock,
      images: deps.images,
      imagePublishing: () => this.config.settings?.feedback.image_publishing_enabled ?? false,
      onPlace: (location) => this.location.replace(location),
    });
    this.myReviews = new MyReviewsStore({ api, session: this.session });
    this.reviewForm.onSaved(() => void this.myReviews.reload());
    this.moderation = new ModerationStore(api);
  }
}
