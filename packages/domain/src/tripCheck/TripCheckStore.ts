import { makeAutoObservable, runInAction } from 'mobx';
import {
  TRIP_CHECK_LEVEL_WORDS,
  tripCheck,
  tripCheckFacts,
  type AlertsResponse,
  type ForecastGroup,
  type PartyExperience,
  type PlanLocation,
  type TripCheck,
  type TripCheckAction,
  type TripCheckReader,
  type TripDates,
} from '@planmywalk/contracts';
import { fetchAlerts, type AlertsSource } from '../alerts/AlertsStore.ts';
import { feedTargetKey, type FeedTarget } from '../alerts/feedTarget.ts';
import { locationPagePath, planEditorPath, readonlyPlanPath } from '../plan/planNavigation.ts';
import type { Ticker } from '../platform/Ticker.ts';
import { fetchForecasts, type ForecastSource } from '../weather/WeatherStore.ts';

export interface TripCheckStoreDeps {
  api: AlertsSource & ForecastSource;
  ticker: Ticker;
}

/** What each reason's link says. */
export const TRIP_CHECK_ACTION_LABELS: Record<TripCheckAction, string> = {
  dates: 'Change your dates and times',
  gear: 'Check your gear',
  alerts: 'See the alerts',
  weather: 'See the forecast',
  profile: 'Add your experience level',
  track: 'About this track',
};

export interface TripCheckReasonView {
  topic: string;
  level: TripCheck['reasons'][number]['level'];
  /** The level in words ('Not checked'), the same the emails and the PDF write. */
  levelLabel: string;
  title: string;
  detail: string;
  actionLabel: string | null;
  actionHref: string | null;
}

export interface TripCheckView {
  verdict: TripCheck['verdict'];
  headline: string;
  reasons: TripCheckReasonView[];
  /** The alerts or forecast it drew on are sample data. */
  sample: boolean;
}

/**
 * The trip check of a plan (plan screen, read-only plan): loads the place's alerts and
 * forecasts, then judges the trip with the contracts' `tripCheck`, as the emergency
 * contact's email does. A failed call leaves that part unknown, never a false 'OK'.
 */
export class TripCheckStore {
  alerts: AlertsResponse | null = null;
  forecasts: ForecastGroup[] = [];
  loading = false;
  key: string | null = null;
  private readonly deps: TripCheckStoreDeps;

  constructor(deps: TripCheckStoreDeps) {
    this.deps = deps;
    makeAutoObservable<TripCheckStore, 'deps'>(this, { deps: false });
  }

  /** Loads the feeds of a plan's place: `feedTargetOf` its location, or `planFeedTargetOf` a saved plan for its readers. */
  async load(target: FeedTarget | null): Promise<void> {
    if (!target) return;
    const key = feedTargetKey(target);
    if (this.key === key && !this.loading && this.alerts) return;
    this.key = key;
    this.loading = true;
    this.alerts = null;
    this.forecasts = [];
    const { api } = this.deps;
    const [alerts, forecasts] = await Promise.allSettled([fetchAlerts(api, target), fetchForecasts(api, target)]);
    runInAction(() => {
      if (this.key !== key) return;
      this.alerts = alerts.status === 'fulfilled' ? alerts.value : null;
      this.forecasts = forecasts.status === 'fulfilled' ? forecasts.value : [];
      this.loading = false;
    });
  }

  /**
   * The check as the card shows it: the same verdict for every reader (ADR 058), from the
   * plan's `party` experience; worded for the `reader` (the walker, or anyone else by the
   * walker's name). `planId`: links go to the saved plan's pages; `canEdit`: the viewer can
   * change dates and gear.
   */
  view(input: { location: PlanLocation; dates: TripDates | null; party: PartyExperience; reader: TripCheckReader; planId: string | null; canEdit: boolean }): TripCheckView {
    const check = tripCheck(
      tripCheckFacts({ location: input.location, dates: input.dates, party: input.party, alerts: this.alerts, forecasts: this.forecasts, now: this.deps.ticker.now }),
      input.reader,
    );
    const place = locationPagePath(input.location);
    const hrefs: Record<TripCheckAction, string | null> = {
      dates: input.canEdit ? planEditorPath(input.location, input.planId ?? undefined) : null,
      gear: input.canEdit ? `${place}/gear` : null,
      alerts: input.planId ? `${readonlyPlanPath(input.planId)}/alerts` : `${place}/alerts`,
      weather: input.planId ? `${readonlyPlanPath(input.planId)}/weather` : `${place}/weather`,
      profile: input.canEdit ? '/account/update' : null,
      track: place,
    };
    return {
      verdict: check.verdict,
      headline: check.headline,
      reasons: check.reasons.map((reason) => ({
        topic: reason.topic,
        level: reason.level,
        levelLabel: TRIP_CHECK_LEVEL_WORDS[reason.level],
        title: reason.title,
        detail: reason.detail,
        actionLabel: hrefs[reason.action] ? TRIP_CHECK_ACTION_LABELS[reason.action] : null,
        actionHref: hrefs[reason.action],
      })),
      sample: Boolean(this.alerts?.sample) || this.forecasts.some((group) => group.sample),
    };
  }
}
