/**
 * Where the alert and forecast feeds come from, and how often they are asked (ADR 030).
 * Each interval keeps to what its provider asks of clients.
 */

export type FeedsMode = 'live' | 'sample' | 'off';

export interface FeedSettings {
  /** live: the real providers (default); sample: the project's fixtures, labelled 'Sample data'; off: nothing is fetched. */
  mode: FeedsMode;
  userAgent: string;
  metserviceCapUrl: string;
  /** MetService asks for about 5 minutes, never under 2. */
  metservicePollSeconds: number;
  nzaaApiUrl: string;
  /** Forecasts come out once a day with an edit or two: a few polls a day. */
  nzaaPollSeconds: number;
  docApiUrl: string;
  /** DOC's API needs a key; without one DOC alerts are off (and the answer says so). */
  docApiKey: string | null;
  docPollSeconds: number;
  openMeteoForecastUrl: string;
  openMeteoElevationUrl: string;
  /** Open-Meteo's commercial plan (customer-api host); unset: the free, non-commercial API. */
  openMeteoApiKey: string | null;
  /** How long a location's forecast is kept before it is asked again. */
  forecastTtlSeconds: number;
  /** Per request to a provider. */
  timeoutMs: number;
}

export const METSERVICE_MIN_POLL_SECONDS = 120;

export const DEFAULT_FEED_SETTINGS: FeedSettings = {
  mode: 'live',
  userAgent: 'PlanMyWalk/1.0 (+https://github.com/planmywalk; trip planner for NZ walkers)',
  metserviceCapUrl: 'https://alerts.metservice.com/cap/rss',
  metservicePollSeconds: 300,
  nzaaApiUrl: 'https://www.avalanche.net.nz/api',
  nzaaPollSeconds: 3 * 3600,
  docApiUrl: 'https://api.doc.govt.nz',
  docApiKey: null,
  docPollSeconds: 30 * 60,
  openMeteoForecastUrl: 'https://api.open-meteo.com/v1/forecast',
  openMeteoElevationUrl: 'https://api.open-meteo.com/v1/elevation',
  openMeteoApiKey: null,
  forecastTtlSeconds: 3600,
  timeoutMs: 10_000,
};

const optional = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

function seconds(name: string, value: string | undefined, fallback: number, min: number): number {
  const text = optional(value);
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of seconds, at least ${min}, got '${value}'`);
  return n;
}

function url(name: string, value: string | undefined, fallback: string): string {
  const text = optional(value);
  if (text === undefined) return fallback;
  try {
    const parsed = new URL(text);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('not http(s)');
    return parsed.toString().replace(/\/+$/, '');
  } catch {
    throw new Error(`${name} must be an http(s) URL, got '${value}'`);
  }
}

export function readFeedsEnv(env: NodeJS.ProcessEnv): FeedSettings {
  const mode = optional(env.FEEDS) ?? 'live';
  if (mode !== 'live' && mode !== 'sample' && mode !== 'off') throw new Error(`FEEDS must be live, sample or off, got '${mode}'`);
  const d = DEFAULT_FEED_SETTINGS;
  return {
    mode,
    userAgent: optional(env.FEEDS_USER_AGENT) ?? d.userAgent,
    metserviceCapUrl: url('METSERVICE_CAP_URL', env.METSERVICE_CAP_URL, d.metserviceCapUrl),
    metservicePollSeconds: seconds('METSERVICE_POLL_SECONDS', env.METSERVICE_POLL_SECONDS, d.metservicePollSeconds, METSERVICE_MIN_POLL_SECONDS),
    nzaaApiUrl: url('NZAA_API_URL', env.NZAA_API_URL, d.nzaaApiUrl),
    nzaaPollSeconds: seconds('NZAA_POLL_SECONDS', env.NZAA_POLL_SECONDS, d.nzaaPollSeconds, 900),
    docApiUrl: url('DOC_API_URL', env.DOC_API_URL, d.docApiUrl),
    docApiKey: optional(env.DOC_API_KEY) ?? null,
    docPollSeconds: seconds('DOC_POLL_SECONDS', env.DOC_POLL_SECONDS, d.docPollSeconds, 300),
    openMeteoForecastUrl: url('OPEN_METEO_FORECAST_URL', env.OPEN_METEO_FORECAST_URL, d.openMeteoForecastUrl),
    openMeteoElevationUrl: url('OPEN_METEO_ELEVATION_URL', env.OPEN_METEO_ELEVATION_URL, d.openMeteoElevationUrl),
    openMeteoApiKey: optional(env.OPEN_METEO_API_KEY) ?? null,
    forecastTtlSeconds: seconds('FORECAST_TTL_SECONDS', env.FORECAST_TTL_SECONDS, d.forecastTtlSeconds, 900),
    timeoutMs: seconds('FEEDS_TIMEOUT_SECONDS', env.FEEDS_TIMEOUT_SECONDS, d.timeoutMs / 1000, 1) * 1000,
  };
}
