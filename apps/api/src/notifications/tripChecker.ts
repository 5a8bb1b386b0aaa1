/**
 * The trip check on the server (the emails, the reminders, the PDF): the same contracts
 * function the plan screens use, with the same facts (the plan's party experience, the
 * place's alerts and forecasts from the feed copies held: no provider is asked while a
 * plan is being saved), worded for whoever reads it (ADR 058).
 */
import {
  tripCheck,
  tripCheckFacts,
  type AlertsResponse,
  type ForecastGroup,
  type PartyExperience,
  type TripCheck,
  type TripCheckFacts,
  type TripCheckReader,
  type TripDates,
} from '@planmywalk/contracts';
import type { Queryable } from '../db/database.ts';
import type { Feeds } from '../feeds/feeds.ts';
import type { Clock } from '../lib/clock.ts';
import type { PlanLocationDetails } from '../plans/plan-location-source.ts';
import { findAlertPlaceById } from '../feeds/place.queries.ts';
import type { ForecastPlace } from '../feeds/forecastCache.ts';
import { customTrackAlertPlace } from '../custom-tracks/customTrackPlaces.ts';
import type { CustomTrackRow } from '../custom-tracks/customTracks.queries.ts';

export interface TripCheckInput {
  place: PlanLocationDetails;
  dates: TripDates | null;
  /** Whose experience is weighed: the plan's (plan-safety's planPartyExperience), the same for every reader. */
  party: PartyExperience;
  /** Who the words are for: the walker, or the emergency contact and the group. */
  reader: TripCheckReader;
  /** Ask the forecast provider when the cached forecast has run out (the worker); else only what is cached. */
  fetchForecast?: boolean;
}

export class TripChecker {
  constructor(
    private readonly db: Queryable,
    private readonly feeds: Feeds,
    private readonly clock: Clock,
  ) {}

  /** The alerts of a plan's place; a custom track's are matched on its line, as its alerts page's are. */
  async alertsOf(place: PlanLocationDetails): Promise<AlertsResponse | null> {
    if (place.location.type === 'Custom Track') {
      const [track] = await this.db.query<Pick<CustomTrackRow, 'id' | 'title' | 'lat' | 'lng' | 'line'>>(
        'SELECT id, title, lat, lng, line FROM custom_tracks WHERE id = $1',
        [place.location.id],
      );
      return track ? this.feeds.alertsFor(await customTrackAlertPlace(this.db, track)) : null;
    }
    const alertPlace = await findAlertPlaceById(this.db, place.location.id);
    return alertPlace ? this.feeds.alertsFor(alertPlace) : null;
  }

  /** The forecasts of a plan's place (asked for when the cached copy has run out); a custom track's at its line. */
  async forecastsOf(place: PlanLocationDetails): Promise<ForecastGroup[]> {
    return this.feeds.forecastsFor(forecastPlaceOf(place));
  }

  /** Whether a forecast of the place (asked for when the cached one has run out) covers this NZ day. */
  async forecastCovers(place: PlanLocationDetails, day: string): Promise<boolean> {
    const groups = await this.forecastsOf(place);
    return groups.some((group) => group.forecasts.some((forecast) => forecast.date === day));
  }

  /** The facts of the check, gathered once: every reader's words are made from the same ones. */
  async facts(input: Omit<TripCheckInput, 'reader'>): Promise<TripCheckFacts> {
    const { location } = input.place;
    const alerts = await this.alertsOf(input.place);
    const place = forecastPlaceOf(input.place);
    const forecasts = input.fetchForecast ? await this.feeds.forecastsFor(place) : await this.feeds.forecasts.cachedFor(place);
    return tripCheckFacts({ location, dates: input.dates, party: input.party, alerts, forecasts, now: this.clock.now() });
  }

  async check(input: TripCheckInput): Promise<TripCheck> {
    return tripCheck(await this.facts(input), input.reader);
  }

  /** The check for the walker and for everyone else (named by the walker's first name), from one set of facts. */
  async checks(input: Omit<TripCheckInput, 'reader'>, walkerFirstName: string): Promise<{ walker: TripCheck; others: TripCheck }> {
    const facts = await this.facts(input);
    return { walker: tripCheck(facts, { kind: 'walker' }), others: tripCheck(facts, { kind: 'others', walker: walkerFirstName }) };
  }
}

/** Where a plan's place is forecast: a DOC location, or a custom track in its own cache. */
function forecastPlaceOf({ location, line }: PlanLocationDetails): ForecastPlace {
  return { id: location.id, of: location.type === 'Custom Track' ? 'custom-track' : 'location', point: [location.lng, location.lat], line };
}
