/**
 * The NZ Avalanche Advisory (NZ Mountain Safety Council): `GET /api/forecast` answers
 * every region's recent forecasts, `GET /api/region` the advisory regions with their
 * outlines. Both are keyless JSON behind the advisory's own site; neither is documented,
 * so the parser is strict about what it needs and ignores the rest.
 *
 * - Times are New Zealand wall-clock time without an offset (`2026-07-25 20:50:09`).
 * - `altitudeDanger` is read by position (0 High Alpine, 1 Alpine, 2 Sub Alpine): the
 *   lowest band says `altitudeFrom: 1200` where it means below 1200 m.
 * - Ratings are 1–5; 0 and negatives are not ratings (-3: the centre is closed).
 */
import { AVALANCHE_VALID_PERIODS, instantOf, type AvalancheValidPeriod } from '@planmywalk/contracts';
import type { Position } from '../../lib/geo.ts';
import { isRecord, numberOr, parseJson, stringOr } from '../json.ts';
import { sanitizeFeedHtml } from '../sanitize.ts';
import { FeedFormatError } from '../xml.ts';

export interface NzaaRegion {
  id: number;
  title: string;
  urlSegment: string | null;
  /** Polygons, each outer ring first then holes, [lng, lat]. */
  polygons: Position[][][];
}

export interface Advisory {
  id: number;
  region_id: number;
  created: string;
  last_edited: string | null;
  valid_period: AvalancheValidPeriod;
  altitude_danger: Array<{ rating: number; altitude_from: number | null; altitude_to: number | null; description: string | null }>;
  /** Sanitised HTML. */
  important_information: string | null;
}

const NAIVE_NZ_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** '2026-07-25 20:50:09' (NZ time) → ISO instant; an ISO time with an offset is taken as it is. */
export function nzaaTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const naive = NAIVE_NZ_TIME.exec(value.trim());
  if (naive) {
    const instant = instantOf(naive[1]!, Number(naive[2]), Number(naive[3]));
    return new Date(instant.getTime() + Number(naive[4] ?? 0) * 1000).toISOString();
  }
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

function validPeriod(value: unknown): AvalancheValidPeriod {
  const hours = Number(String(value ?? '').replace(/\D/g, ''));
  // An unknown period is read as the shortest: an advisory is never shown past its time.
  return (AVALANCHE_VALID_PERIODS as readonly number[]).includes(hours) ? (hours as AvalancheValidPeriod) : 24;
}

function parseAdvisory(item: unknown): Advisory | null {
  if (!isRecord(item)) return null;
  const id = numberOr(item.id);
  const regionId = numberOr(item.regionId);
  const created = nzaaTime(item.created);
  if (id === null || regionId === null || !created) return null;
  const bands = Array.isArray(item.altitudeDanger) ? item.altitudeDanger : [];
  const info = stringOr(item.importantInformation);
  return {
    id,
    region_id: regionId,
    created,
    last_edited: nzaaTime(item.lastEdited),
    valid_period: validPeriod(item.validPeriod),
    altitude_danger: bands.filter(isRecord).map((band) => ({
      rating: Math.max(-5, Math.min(5, Math.trunc(numberOr(band.rating, 0)!))),
      altitude_from: numberOr(band.altitudeFrom),
      altitude_to: numberOr(band.altitudeTo),
      description: stringOr(band.description),
    })),
    important_information: info ? sanitizeFeedHtml(info) || null : null,
  };
}

/** `/api/forecast`: `{ forecasts: [...] }` (also `/api/forecastsearch`: `{ forecast: {...} }`). */
export function parseNzaaForecasts(body: string): Advisory[] {
  const json = parseJson(body);
  if (!isRecord(json)) throw new FeedFormatError('an NZAA answer is an object');
  const items = Array.isArray(json.forecasts) ? json.forecasts : isRecord(json.forecast) ? [json.forecast] : null;
  if (!items) throw new FeedFormatError('an NZAA forecast answer has forecasts');
  return items.map(parseAdvisory).filter((advisory): advisory is Advisory => advisory !== null);
}

function ringOf(value: unknown): Position[] | null {
  if (!Array.isArray(value)) return null;
  const ring = value.filter((p): p is [number, number] => Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number');
  return ring.length >= 4 ? ring.map(([lng, lat]) => [lng, lat]) : null;
}

/** GeoJSON Polygon / MultiPolygon, bare or wrapped in the site's `{ layers: [{ geometry }] }`, as an object or a JSON text. */
function polygonsOf(geometry: unknown): Position[][][] {
  let value = geometry;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  if (isRecord(value) && Array.isArray(value.layers)) return value.layers.flatMap((layer) => polygonsOf(isRecord(layer) ? layer.geometry : null));
  if (isRecord(value) && value.type === 'Feature') return polygonsOf(value.geometry);
  if (!isRecord(value) || !Array.isArray(value.coordinates)) return [];
  const polygons = value.type === 'MultiPolygon' ? value.coordinates : value.type === 'Polygon' ? [value.coordinates] : [];
  return polygons
    .map((rings: unknown) => (Array.isArray(rings) ? rings.map(ringOf).filter((r): r is Position[] => r !== null) : []))
    .filter((rings: Position[][]) => rings.length > 0);
}

/** `/api/region`: `{ regions: [...] }` or a bare list. */
export function parseNzaaRegions(body: string): NzaaRegion[] {
  const json = parseJson(body);
  const items = Array.isArray(json) ? json : isRecord(json) && Array.isArray(json.regions) ? json.regions : null;
  if (!items) throw new FeedFormatError('an NZAA region answer lists regions');
  return items
    .filter(isRecord)
    .map((item) => ({
      id: numberOr(item.id),
      title: stringOr(item.title),
      urlSegment: stringOr(item.urlSegment),
      polygons: polygonsOf(item.geometry),
    }))
    .filter((region): region is NzaaRegion => region.id !== null && region.title !== null);
}
