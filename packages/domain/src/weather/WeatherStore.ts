import { makeAutoObservable, runInAction } from 'mobx';
import { dateIn, type AlertRouteType, type ForecastGroup, type TripDates } from '@planmywalk/contracts';
import { ageText as ageOf } from '../connectivity/dataAge.ts';
import type { Ticker } from '../platform/Ticker.ts';
import { ANSWER_KEPT_MS, feedTargetKey, type FeedTarget } from '../alerts/feedTarget.ts';
import { weatherView, type WeatherView } from './forecastView.ts';

/** Spec part 2 §7 GET forecasts/{routeType}/{slug} and GET track/{id}/forecasts-custom; GET plan/{guid}/forecasts (ADR 043). */
export interface ForecastSource {
  getForecasts(routeType: AlertRouteType, slug: string): Promise<ForecastGroup[]>;
  getCustomTrackForecasts(id: number): Promise<ForecastGroup[]>;
  getPlanForecasts(guid: string): Promise<ForecastGroup[]>;
}

/** Asks for the forecasts of a target by the call that serves it. */
export function fetchForecasts(api: ForecastSource, target: FeedTarget): Promise<ForecastGroup[]> {
  if ('planId' in target) return api.getPlanForecasts(target.planId);
  return 'customTrackId' in target ? api.getCustomTrackForecasts(target.customTrackId) : api.getForecasts(target.routeType, target.slug);
}

export interface WeatherStoreDeps {
  api: ForecastSource;
  ticker: Ticker;
  workingDates(): TripDates | null;
}

/**
 * The weather page (spec part 2 §2, §4): a location's or a custom track's forecasts, the chosen one's days
 * from today (or the trip's days). A failed call stops loading and shows the empty
 * state (spec part 2 §8).
 */
export class WeatherStore {
  groups: ForecastGroup[] = [];
  loading = false;
  /** The last load had no answer (offline, or the server failed). */
  failed = false;
  key: string | null = null;
  /** The day cards of an alpine forecast that are open. */
  expanded = new Set<string>();
  private pinnedDates: TripDates | null | undefined = undefined;
  /** When the held key's forecasts came (ANSWER_KEPT_MS); null until they have, or after a failure. */
  private answeredAt: number | null = null;
  private readonly deps: WeatherStoreDeps;

  constructor(deps: WeatherStoreDeps) {
    this.deps = deps;
    makeAutoObservable<WeatherStore, 'deps'>(this, { deps: false });
  }

  async load(target: FeedTarget, dates?: TripDates | null): Promise<void> {
    const key = feedTargetKey(target);
    this.pinnedDates = dates;
    if (this.key === key && this.answeredAt !== null && this.deps.ticker.now.getTime() - this.answeredAt < ANSWER_KEPT_MS) return;
    this.answeredAt = null;
    if (this.key !== key) {
      this.groups = [];
      this.expanded = new Set();
    }
    this.key = key;
    this.loading = true;
    this.failed = false;
    try {
      const groups = await fetchForecasts(this.deps.api, target);
      runInAction(() => {
        if (this.key !== key) return;
        this.groups = groups;
        this.answeredAt = this.deps.ticker.now.getTime();
        // The first day of an alpine forecast starts open.
        const first = this.view.days[0]?.day.date;
        if (first && this.expanded.size === 0) this.expanded.add(first);
      });
    } catch {
      runInAction(() => {
        if (this.key !== key) return;
        this.groups = [];
        this.failed = true;
      });
    } finally {
      runInAction(() => {
        if (this.key === key) this.loading = false;
      });
    }
  }

  clear(): void {
    this.key = null;
    this.groups = [];
    this.loading = false;
    this.failed = false;
  }

  /** 'Forecast as of 3 hours ago': when the forecast shown was fetched from its provider. */
  get ageText(): string | null {
    const age = ageOf(this.view.group?.fetched_at ?? null, this.deps.ticker.now);
    return age ? `Forecast as of ${age}` : null;
  }

  /** The alpine days open, as the list reports them. */
  setExpanded(dates: readonly string[]): void {
    this.expanded = new Set(dates);
  }

  toggleDay(date: string): void {
    if (this.expanded.has(date)) this.expanded.delete(date);
    else this.expanded.add(date);
  }

  get dates(): TripDates | null {
    return this.pinnedDates !== undefined ? this.pinnedDates : this.deps.workingDates();
  }

  get view(): WeatherView {
    return weatherView(this.groups, this.dates, dateIn(this.deps.ticker.now));
  }
}
