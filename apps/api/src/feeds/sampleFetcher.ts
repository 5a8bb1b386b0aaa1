/**
 * `FEEDS=sample`: answers every feed request from the project's own fixtures
 * (`data/feeds-sample/`, see its README), in the providers' formats, with their dates
 * moved to today. The rest of the pipeline (parsers, polling, caches, matching) runs as
 * with the real providers. Items served this way are marked `sample` and the app labels
 * them 'Sample data'.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dateIn, daysBetween } from '@planmywalk/contracts';
import { REPO_ROOT } from '../config/env.ts';
import { distanceKm } from '../lib/geo.ts';
import type { Clock } from '../lib/clock.ts';
import { FeedFetchError, type FeedFetcher } from './fetcher.ts';
import { shiftDates } from './shiftDates.ts';

/** The day the fixtures were written for; it becomes today. */
export const SAMPLE_ANCHOR_DATE = '2026-08-08';
export const SAMPLE_DIR = path.join(REPO_ROOT, 'data', 'feeds-sample');

/** Sample heights are answered for points this close to a fixture point; others are unknown. */
const SAMPLE_HEIGHT_RADIUS_KM = 2.5;

interface SamplePoint {
  lat: number;
  lng: number;
  elevation: number;
}

const read = (file: string) => readFileSync(path.join(SAMPLE_DIR, file), 'utf8');

function sampleForecast(url: URL, text: string): string {
  const body = JSON.parse(text) as Record<string, unknown>;
  const lat = Number(url.searchParams.get('latitude'));
  const lng = Number(url.searchParams.get('longitude'));
  const elevation = url.searchParams.get('elevation');
  if (Number.isFinite(lat)) body.latitude = lat;
  if (Number.isFinite(lng)) body.longitude = lng;
  if (elevation !== null && Number.isFinite(Number(elevation))) body.elevation = Number(elevation);
  return JSON.stringify(body);
}

function sampleElevation(url: URL): string {
  const lats = (url.searchParams.get('latitude') ?? '').split(',').map(Number);
  const lngs = (url.searchParams.get('longitude') ?? '').split(',').map(Number);
  const { points } = JSON.parse(read('open-meteo/elevation-points.json')) as { points: SamplePoint[] };
  const heights = lats.map((lat, i) => {
    const lng = lngs[i] ?? NaN;
    let best: { km: number; elevation: number } | null = null;
    for (const point of points) {
      const km = distanceKm([lng, lat], [point.lng, point.lat]);
      if (km <= SAMPLE_HEIGHT_RADIUS_KM && (!best || km < best.km)) best = { km, elevation: point.elevation };
    }
    return best ? best.elevation : null;
  });
  if (heights.every((height) => height === null)) throw new FeedFetchError('the sample has no heights for this place', 400);
  return JSON.stringify({ elevation: heights });
}

/** Which fixture answers a URL, by the provider's path. */
function fixtureFor(url: URL): string {
  const p = url.pathname;
  if (p.endsWith('/cap/rss')) return read('metservice/rss.xml');
  if (p.endsWith('/cap/alert')) {
    const id = url.searchParams.get('id') ?? '';
    if (!/^[\w.]+$/.test(id)) throw new FeedFetchError('not a sample alert', 404);
    return read(`metservice/${id}.xml`);
  }
  if (p.endsWith('/api/forecast')) return read('nzaa/forecast.json');
  if (p.endsWith('/api/region')) return read('nzaa/region.json');
  if (p.endsWith('/tracks/alerts')) return read('doc/tracks-alerts.json');
  if (p.endsWith('/huts/alerts')) return read('doc/huts-alerts.json');
  if (p.endsWith('/campsites/alerts')) return read('doc/campsites-alerts.json');
  if (p.endsWith('/v1/forecast')) return sampleForecast(url, read('open-meteo/forecast.json'));
  if (p.endsWith('/v1/elevation')) return sampleElevation(url);
  throw new FeedFetchError(`no sample for ${p}`, 404);
}

export function sampleFetcher(clock: Clock): FeedFetcher {
  return {
    kind: 'sample',
    async get(request) {
      const url = new URL(request.url);
      let text: string;
      try {
        text = fixtureFor(url);
      } catch (error) {
        if (error instanceof FeedFetchError) throw error;
        throw new FeedFetchError(`no sample for ${url.pathname}`, 404);
      }
      const days = daysBetween(SAMPLE_ANCHOR_DATE, dateIn(clock.now()));
      return { status: 'ok', body: shiftDates(text, days), etag: null, lastModified: null };
    },
  };
}
