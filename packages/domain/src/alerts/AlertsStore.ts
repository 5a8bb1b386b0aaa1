import { makeAutoObservable, runInAction } from 'mobx';
import type { AlertRouteType, AlertsResponse, LocationAlerts, TripDates } from '@planmywalk/contracts';
import { alertCount, dateIn } from '@planmywalk/contracts';
import { ageText as ageOf, oldestTime } from '../connectivity/dataAge.ts';
import type { Ticker } from '../platform/Ticker.ts';
import { alertsView, type AlertsView } from './alertsView.ts';
import { ANSWER_KEPT_MS, feedTargetKey, type FeedTarget } from './feedTarget.ts';

/** Spec part 2 §7 GET alerts/{routeType}/{slug} and GET track/{id}/alerts-custom; GET plan/{guid}/alerts (ADR 043). */
export interface AlertsSource {
  getAlerts(routeType: AlertRouteType, slug: string): Promise<AlertsResponse>;
  getCustomTrackAlerts(id: number): Promise<AlertsResponse>;
  getPlanAlerts(guid: string): Promise<AlertsResponse>;
}

/** Asks for the alerts of a target by the call that serves it. */
export function fetchAlerts(api: AlertsSource, target: FeedTarget): Promise<AlertsResponse> {
  if ('planId' in target) return api.getPlanAlerts(target.planId);
  return 'customTrackId' in target ? api.getCustomTrackAlerts(target.customTrackId) : api.getAlerts(target.routeType, target.slug);
}

export interface AlertsStoreDeps {
  api: AlertsSource;
  ticker: Ticker;
  /** The working plan's dates (the track selector bar). */
  workingDates(): TripDates | null;
  /** The location's own embedded alerts, used when the alerts call fails (spec part 2 §4). */
  embeddedAlerts(routeType: AlertRouteType, slug: string): LocationAlerts | null;
}

const emptyResponse = (embedded: LocationAlerts | null): AlertsResponse | null =>
  embedded
    ? {
        site: [],
        closedAlerts: [],
        doc: embedded.doc,
        huts: [],
        campsites: [],
        metservice: embedded.metservice,
        nzaa: embedded.nzaa,
        feeds: [],
        sample: [...embedded.metservice, ...embedded.nzaa, ...embedded.doc].some((item) => item.sample),
      }
    : null;

/**
 * The alerts page (spec part 2 §2, §4): a location's or a custom track's alerts, shown
 * for the trip's dates (the working plan's, or a saved plan's on plan-alerts). On
 * failure, a location's embedded alerts; failing those (and for a custom track, which
 * embeds none), the empty state.
 */
export class AlertsStore {
  alerts: AlertsResponse | null = null;
  loading = false;
  /** The last load had no answer (offline, or the server failed): what shows is not the place's alerts. */
  failed = false;
  /** Which place the alerts are for ('track/kepler-track', 'custom-track/12'). */
  key: string | null = null;
  /** A plan's dates (plan-alerts); undefined: the working plan's. */
  private pinnedDates: TripDates | null | undefined = undefined;
  /** When the held key's alerts came (ANSWER_KEPT_MS); null until they have, or after a failure. */
  private answeredAt: number | null = null;
  private readonly deps: AlertsStoreDeps;

  constructor(deps: AlertsStoreDeps) {
    this.deps = deps;
    makeAutoObservable<AlertsStore, 'deps'>(this, { deps: false });
  }

  /** Loads the alerts of a place; `dates` pins a saved plan's dates, else the working plan's apply. */
  async load(target: FeedTarget, dates?: TripDates | null): Promise<void> {
    const key = feedTargetKey(target);
    this.pinnedDates = dates;
    if (this.key === key && this.answeredAt !== null && this.deps.ticker.now.getTime() - this.answeredAt < ANSWER_KEPT_MS) return;
    this.answeredAt = null;
    if (this.key !== key) this.alerts = null;
    this.key = key;
    this.loading = true;
    this.failed = false;
    try {
      const alerts = await fetchAlerts(this.deps.api, target);
      runInAction(() => {
        if (this.key !== key) return;
        this.alerts = alerts;
        this.answeredAt = this.deps.ticker.now.getTime();
      });
    } catch {
      runInAction(() => {
        if (this.key !== key) return;
        this.failed = true;
        this.alerts = emptyResponse('routeType' in target ? this.deps.embeddedAlerts(target.routeType, target.slug) : null);
      });
    } finally {
      runInAction(() => {
        if (this.key === key) this.loading = false;
      });
    }
  }

  /** Plan pages: the plan could not be had, so there are no alerts to show. */
  clear(): void {
    this.key = null;
    this.answeredAt = null;
    this.alerts = null;
    this.loading = false;
    this.failed = false;
  }

  /** 'Alerts as of 2 hours ago': the age of the data (the oldest enabled feed's fetch from its provider), for a page read offline. */
  get ageText(): string | null {
    const age = this.alerts && !this.failed && ageOf(oldestTime(this.alerts.feeds.filter((feed) => feed.enabled).map((feed) => feed.fetched_at)), this.deps.ticker.now);
    return age ? `Alerts as of ${age}` : null;
  }

  get dates(): TripDates | null {
    return this.pinnedDates !== undefined ? this.pinnedDates : this.deps.workingDates();
  }

  /** What the page shows; null while loading the first time. */
  get view(): AlertsView | null {
    if (!this.alerts) return this.loading ? null : alertsView(emptyResponse({ metservice: [], nzaa: [], doc: [] })!, this.dates, this.deps.ticker.now);
    return alertsView(this.alerts, this.dates, this.deps.ticker.now);
  }

  /** The location menu's alerts badge (spec part 1 §4): what applies to the working plan's dates. */
  badgeCount(alerts: LocationAlerts): number {
    return alertCount(alerts, this.deps.workingDates(), this.deps.ticker.now);
  }

  /** Today in New Zealand, for the page's date labels. */
  get today(): string {
    return dateIn(this.deps.ticker.now);
  }
}
