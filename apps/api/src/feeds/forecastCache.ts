/**
 * Forecasts per location, from Open-Meteo, kept in the database for a time to live so
 * every replica answers the same and the provider is asked at most once an hour per
 * place (its free-use terms). Each location gets a forecast at its own height and, for a
 * track climbing well above it into the alpine zone, an alpine forecast at its highest
 * point. A failed fetch keeps the last good copy (marked stale) and is not retried for a
 * few minutes, so a provider that is down costs one timeout, not one per page view.
 */
import type { ForecastGroup, ForecastType } from '@planmywalk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { FeedSettings } from '../config/feeds-env.ts';
import type { Database } from '../db/database.ts';
import { addSeconds, type Clock } from '../lib/clock.ts';
import type { FeedFetcher } from './fetcher.ts';
import { elevationSamplePoints, elevationUrl, parseElevations } from './openmeteo/elevation.ts';
import { forecastUrl, parseOpenMeteoForecast, type ParsedForecast } from './openmeteo/forecast.ts';
import type { PlaceGeometry } from './placeGeometry.ts';

/** A track reaching this high, this far above its point, also gets an alpine forecast. */
export const ALPINE_MIN_HEIGHT_M = 1000;
export const ALPINE_MIN_CLIMB_M = 300;
/** After a failed fetch, the next attempt waits this long. */
const RETRY_AFTER_FAILURE_SECONDS = 300;
const ELEVATION_RETRY_SECONDS = 3600;
const CLAIM_SECONDS = 60;

export const OPEN_METEO_CREDIT = { name: 'Open-Meteo', url: 'https://open-meteo.com/' } as const;

/**
 * Where a place's copies are kept: a DOC location's in the tables keyed by location, a
 * custom track's in its own (dropped when its line changes, 012_custom_track_forecasts.sql).
 */
const STORES = {
  location: { forecasts: 'forecast_cache', elevations: 'location_elevations', key: 'location_id' },
  'custom-track': { forecasts: 'custom_track_forecast_cache', elevations: 'custom_track_elevations', key: 'custom_track_id' },
} as const;

export interface ForecastPlace extends PlaceGeometry {
  id: number;
  /** Whose id it is; a DOC location's when absent. */
  of?: keyof typeof STORES;
}

export interface Heights {
  point: number | null;
  highPoint: { metres: number; lat: number; lng: number } | null;
}

interface CachedForecast extends ParsedForecast {
  lat: number;
  lng: number;
}

type CacheRow = {
  source: string | null;
  body: CachedForecast | null;
  fetched_at: Date | null;
  expires_at: Date;
  last_error: string | null;
};

type ForecastKind = Extract<ForecastType, 'forecast' | 'alpine'>;

export class ForecastCache {
  constructor(
    private readonly db: Database,
    private readonly fetcher: FeedFetcher,
    private readonly settings: FeedSettings,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  ) {}

  /** The place's forecasts, alpine first: fetched when the cached copy has run out. */
  async forecastsFor(place: ForecastPlace): Promise<ForecastGroup[]> {
    const heights = await this.heights(place);
    const targets: Array<{ kind: ForecastKind; lat: number; lng: number; elevation: number | null }> = [];
    const high = heights.highPoint;
    if (high && high.metres >= ALPINE_MIN_HEIGHT_M && high.metres - (heights.point ?? 0) >= ALPINE_MIN_CLIMB_M) {
      targets.push({ kind: 'alpine', lat: high.lat, lng: high.lng, elevation: high.metres });
    }
    targets.push({ kind: 'forecast', lat: place.point[1], lng: place.point[0], elevation: heights.point });
    const groups: ForecastGroup[] = [];
    for (const target of targets) {
      const group = await this.forecast(place, target);
      if (group) groups.push(group);
    }
    return groups;
  }

  /** What is cached for the place, without asking the provider (the notification worker's view). */
  async cachedFor(place: Pick<ForecastPlace, 'id' | 'of'>): Promise<ForecastGroup[]> {
    const store = STORES[place.of ?? 'location'];
    const rows = await this.db.query<CacheRow & { kind: ForecastKind }>(
      `SELECT kind, source, body, fetched_at, expires_at, last_error FROM ${store.forecasts} WHERE ${store.key} = $1 ORDER BY kind`,
      [place.id],
    );
    return rows.flatMap((row) => {
      const group = this.present(row.kind, row);
      return group ? [group] : [];
    });
  }

  /** The heights of the place's point and its track's highest point, asked once. */
  async heights(place: ForecastPlace): Promise<Heights> {
    const now = this.clock.now();
    const store = STORES[place.of ?? 'location'];
    const [row] = await this.db.query<{
      source: string;
      point_m: number | null;
      high_point_m: number | null;
      high_point_lat: number | null;
      high_point_lng: number | null;
      fetched_at: Date | null;
      retry_at: Date | null;
    }>(`SELECT source, point_m, high_point_m, high_point_lat, high_point_lng, fetched_at, retry_at FROM ${store.elevations} WHERE ${store.key} = $1`, [place.id]);
    const ours = row && row.source === this.fetcher.kind ? row : null;
    if (ours && (ours.fetched_at || (ours.retry_at && ours.retry_at > now))) {
      return {
        point: ours.point_m,
        highPoint: ours.high_point_m !== null && ours.high_point_lat !== null && ours.high_point_lng !== null ? { metres: ours.high_point_m, lat: ours.high_point_lat, lng: ours.high_point_lng } : null,
      };
    }
    const points = elevationSamplePoints(place.point, place.line);
    try {
      const result = await this.fetcher.get({ url: elevationUrl(this.settings.openMeteoElevationUrl, points, this.settings.openMeteoApiKey), headers: { accept: 'application/json' } });
      if (result.status !== 'ok') throw new Error('unexpected 304');
      const heights = parseElevations(result.body, points.length);
      let highest: { metres: number; lat: number; lng: number } | null = null;
      heights.forEach((metres, i) => {
        if (i === 0 || metres === null) return;
        if (!highest || metres > highest.metres) highest = { metres, lat: points[i]![1], lng: points[i]![0] };
      });
      const found: Heights = { point: heights[0] ?? null, highPoint: highest };
      await this.db.query(
        `INSERT INTO ${store.elevations} (${store.key}, source, point_m, high_point_m, high_point_lat, high_point_lng, fetched_at, retry_at, last_error)
         VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, NULL)
         ON CONFLICT (${store.key}) DO UPDATE SET source = $2, point_m = $3, high_point_m = $4, high_point_lat = $5, high_point_lng = $6, fetched_at = $7, retry_at = NULL, last_error = NULL`,
        [place.id, this.fetcher.kind, found.point, found.highPoint?.metres ?? null, found.highPoint?.lat ?? null, found.highPoint?.lng ?? null, now],
      );
      return found;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.db.query(
        `INSERT INTO ${store.elevations} (${store.key}, source, retry_at, last_error) VALUES ($1, $2, $3, $4)
         ON CONFLICT (${store.key}) DO UPDATE SET source = $2, retry_at = $3, last_error = $4, fetched_at = NULL, point_m = NULL, high_point_m = NULL`,
        [place.id, this.fetcher.kind, addSeconds(now, ELEVATION_RETRY_SECONDS), message.slice(0, 500)],
      );
      this.log.warn({ [store.key]: place.id, err: message }, 'heights unknown; forecasting without them');
      return { point: null, highPoint: null };
    }
  }

  private async forecast(place: ForecastPlace, target: { kind: ForecastKind; lat: number; lng: number; elevation: number | null }): Promise<ForecastGroup | null> {
    const now = this.clock.now();
    const store = STORES[place.of ?? 'location'];
    const id = place.id;
    await this.db.query(`INSERT INTO ${store.forecasts} (${store.key}, kind) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [id, target.kind]);
    // Claim a refresh when the copy has run out (or is the other fetcher's); else serve the copy.
    const [claimed] = await this.db.query<CacheRow>(
      `UPDATE ${store.forecasts} SET locked_until = $4
       WHERE ${store.key} = $1 AND kind = $2 AND (expires_at <= $3 OR source IS DISTINCT FROM $5) AND (locked_until IS NULL OR locked_until <= $3)
       RETURNING source, body, fetched_at, expires_at, last_error`,
      [id, target.kind, now, addSeconds(now, CLAIM_SECONDS), this.fetcher.kind],
    );
    if (!claimed) {
      const [row] = await this.db.query<CacheRow>(`SELECT source, body, fetched_at, expires_at, last_error FROM ${store.forecasts} WHERE ${store.key} = $1 AND kind = $2`, [id, target.kind]);
      return row ? this.present(target.kind, row) : null;
    }
    try {
      const result = await this.fetcher.get({ url: forecastUrl(this.settings.openMeteoForecastUrl, target, this.settings.openMeteoApiKey), headers: { accept: 'application/json' } });
      if (result.status !== 'ok') throw new Error('unexpected 304');
      const body: CachedForecast = { ...parseOpenMeteoForecast(result.body, target), lat: target.lat, lng: target.lng };
      const fetchedAt = this.clock.now();
      await this.db.query(
        `UPDATE ${store.forecasts} SET source = $3, body = $4, fetched_at = $5, expires_at = $6, checked_at = $5, last_error = NULL, locked_until = NULL
         WHERE ${store.key} = $1 AND kind = $2`,
        [id, target.kind, this.fetcher.kind, JSON.stringify(body), fetchedAt, addSeconds(fetchedAt, this.settings.forecastTtlSeconds)],
      );
      return this.present(target.kind, { source: this.fetcher.kind, body, fetched_at: fetchedAt, expires_at: addSeconds(fetchedAt, this.settings.forecastTtlSeconds), last_error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failedAt = this.clock.now();
      await this.db.query(
        `UPDATE ${store.forecasts} SET checked_at = $3, last_error = $4, expires_at = $5, locked_until = NULL WHERE ${store.key} = $1 AND kind = $2`,
        [id, target.kind, failedAt, message.slice(0, 500), addSeconds(failedAt, RETRY_AFTER_FAILURE_SECONDS)],
      );
      this.log.warn({ [store.key]: id, kind: target.kind, err: message }, 'forecast fetch failed; answering the last good copy');
      return this.present(target.kind, { ...claimed, last_error: message });
    }
  }

  private present(kind: ForecastKind, row: CacheRow): ForecastGroup | null {
    if (!row.body || !row.fetched_at || row.source !== this.fetcher.kind) return null;
    const staleAfter = addSeconds(row.fetched_at, this.settings.forecastTtlSeconds * 2).getTime();
    return {
      type: kind,
      issued: row.fetched_at.toISOString(),
      elevation: row.body.elevation === null ? null : Math.round(row.body.elevation),
      partdays: row.body.partdays,
      forecasts: row.body.days,
      provider: { ...OPEN_METEO_CREDIT },
      fetched_at: row.fetched_at.toISOString(),
      stale: row.last_error !== null || staleAfter < this.clock.now().getTime(),
      sample: this.fetcher.kind === 'sample',
    };
  }
}
