/**
 * The words of alerts and forecasts that both the server and the app use (spec part 2
 * §3). Kept apart from the schemas so clients don't bundle the schema builder.
 */

/** Weather-warning events in the order the alerts page lists them (spec part 2 §4); 'other' last. */
export const WARNING_EVENTS = ['wind', 'snow', 'rain', 'thunderstorm', 'other'] as const;
export type WarningEvent = (typeof WARNING_EVENTS)[number];

/** Red is severe, orange moderate, yellow minor (spec part 2 §4). */
export const WARNING_SEVERITIES = ['severe', 'moderate', 'minor'] as const;
export type WarningSeverity = (typeof WARNING_SEVERITIES)[number];

/** MetService's colour codes (CAP parameter ColourCode). */
export const WARNING_COLOURS = ['Red', 'Orange', 'Yellow'] as const;
export type WarningColour = (typeof WARNING_COLOURS)[number];

export const SEVERITY_OF_COLOUR: Record<WarningColour, WarningSeverity> = { Red: 'severe', Orange: 'moderate', Yellow: 'minor' };

/** Hours an avalanche advisory is valid for, from its creation (spec part 2 §9). */
export const AVALANCHE_VALID_PERIODS = [24, 48, 72] as const;
export type AvalancheValidPeriod = (typeof AVALANCHE_VALID_PERIODS)[number];

/** At most this many avalanche advisories are shown (spec part 2 §9). */
export const AVALANCHE_ADVISORIES_MAX = 2;
/** An advisory with a band rated this is hidden: the centre is closed (spec part 2 §4). */
export const AVALANCHE_CENTRE_CLOSED = -3;

/** The feeds behind the alerts page. */
export const ALERT_FEEDS = ['metservice', 'nzaa', 'doc'] as const;
export type AlertFeed = (typeof ALERT_FEEDS)[number];

/** The feed behind the weather page. */
export const FORECAST_FEED = 'open-meteo' as const;

/** Spec part 2 §3 forecast group types, in the order the weather page prefers them (§4). */
export const FORECAST_TYPES = ['alpine', 'forecast', 'regional'] as const;
export type ForecastType = (typeof FORECAST_TYPES)[number];

/**
 * Spec part 2 §3 icon words. The server answers the first of each family (partlycloudy,
 * rainandwind, thunderstorm, windy); the app also reads the others.
 */
export const FORECAST_WORDS = [
  'cloudy',
  'drizzle',
  'fewshowers',
  'fewsnowshowers',
  'fine',
  'fog',
  'frost',
  'hail',
  'partlycloudy',
  'partcloudy',
  'cloud',
  'rain',
  'rainandwind',
  'windrain',
  'showers',
  'snowing',
  'thunderstorm',
  'thunder',
  'windy',
  'wind',
] as const;
export type ForecastWord = (typeof FORECAST_WORDS)[number];

/** Spec part 2 §3 hazard names. */
export const HAZARD_NAMES = ['Wind', 'Wind Chill', 'Rain', 'Snow', 'Thunderstorm'] as const;
export type HazardName = (typeof HAZARD_NAMES)[number];

/** What the UI writes on every alert and forecast served with FEEDS=sample. */
export const SAMPLE_DATA_LABEL = 'Sample data';
