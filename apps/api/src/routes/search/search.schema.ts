/**
 * Decoding of the search form. The route's body schema (SearchTracksForm) checks that
 * each field is text; this reads the JSON inside the text fields and checks shape (400
 * when malformed) and ranges (422 when well-formed but impossible), naming the field.
 */
import {
  DISTANCE_MIN_KM,
  DISTANCE_NO_UPPER_BOUND_KM,
  SEARCH_ID_LIST_MAX,
  type SearchTracksForm,
} from '@planmywalk/contracts';
import { badRequest, unprocessable } from '../../http/http-error.ts';
import { searchKey } from '../../import/text.ts';

const INT4_MAX = 2_147_483_647;

export interface Bounds {
  south: number;
  north: number;
  /** West and east edges in -180..180; west > east when the box crosses 180°. */
  west: number;
  east: number;
  /** The box is 360° wide or more: no longitude limit. */
  allLongitudes: boolean;
}

/** The search form decoded: what the queries take. */
export interface DecodedSearchForm {
  /** The term as search compares it (folded, punctuation-free); null when none. */
  term: string | null;
  /** null: the default [0, 101], no filter. max null: no upper bound. */
  distance: { min: number; max: number | null } | null;
  wheelchair: boolean;
  dogAllowed: boolean;
  durations: number[];
  difficulties: number[];
  regions: number[];
  bound: Bounds | null;
}

function parseJson(field: string, text: string, expected: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(`Field '${field}' is not valid JSON: expected ${expected}`);
  }
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isPair = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every(isNumber);

function parseDistance(text: string | undefined): DecodedSearchForm['distance'] {
  if (text === undefined || text.trim() === '') return null;
  const expected = `a pair [min, max] of km from ${DISTANCE_MIN_KM} to ${DISTANCE_NO_UPPER_BOUND_KM}`;
  const value = parseJson('distance', text, expected);
  if (!isPair(value)) throw badRequest(`Field 'distance' must be ${expected}`);
  const [min, max] = value;
  if (min < DISTANCE_MIN_KM || max > DISTANCE_NO_UPPER_BOUND_KM || min > max) {
    throw unprocessable(`Field 'distance' must be ${expected}, with min no more than max`);
  }
  if (min === DISTANCE_MIN_KM && max === DISTANCE_NO_UPPER_BOUND_KM) return null;
  return { min, max: max === DISTANCE_NO_UPPER_BOUND_KM ? null : max };
}

function parseIds(field: string, text: string | undefined): number[] {
  if (text === undefined || text.trim() === '') return [];
  const value = parseJson(field, text, 'a list of ids, e.g. [1,2]');
  if (!Array.isArray(value) || !value.every((v) => Number.isInteger(v))) {
    throw badRequest(`Field '${field}' must be a JSON list of integer ids, e.g. [1,2]`);
  }
  const ids = value as number[];
  if (ids.length > SEARCH_ID_LIST_MAX) throw unprocessable(`Field '${field}' may hold at most ${SEARCH_ID_LIST_MAX} ids`);
  if (ids.some((id) => id < 1 || id > INT4_MAX)) throw unprocessable(`Field '${field}' holds an id out of range`);
  return [...new Set(ids)];
}

const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

function parseBound(text: string | undefined): Bounds | null {
  if (text === undefined || text.trim() === '') return null;
  const expected = 'map bounds [[swLng, swLat], [neLng, neLat]]';
  const value = parseJson('bound', text, expected);
  if (!Array.isArray(value) || value.length !== 2 || !value.every(isPair)) {
    throw badRequest(`Field 'bound' must be ${expected}`);
  }
  const [[swLng, swLat], [neLng, neLat]] = value as [[number, number], [number, number]];
  if ([swLat, neLat].some((lat) => lat < -90 || lat > 90)) throw unprocessable("Field 'bound' has a latitude outside -90..90");
  if ([swLng, neLng].some((lng) => lng < -540 || lng > 540)) throw unprocessable("Field 'bound' has a longitude outside -540..540");
  if (swLat > neLat) throw unprocessable("Field 'bound' must have its south-west corner below its north-east corner");
  // Map libraries report longitudes beyond ±180 when the view spans a world copy.
  const allLongitudes = neLng - swLng >= 360;
  return { south: swLat, north: neLat, west: wrapLng(swLng), east: wrapLng(neLng), allLongitudes };
}

const isOn = (flag: string | undefined) => flag === '1' || flag === 'true';

export function parseSearchForm(form: SearchTracksForm): DecodedSearchForm {
  return {
    // A term of punctuation only folds to '' and matches nothing (not everything).
    term: form.term?.trim() ? searchKey(form.term) : null,
    distance: parseDistance(form.distance),
    wheelchair: isOn(form.wheelchair),
    dogAllowed: isOn(form.dog_allowed),
    durations: parseIds('durations', form.durations),
    difficulties: parseIds('difficulties', form.difficulties),
    regions: parseIds('regions', form.regions),
    bound: parseBound(form.bound),
  };
}

/** Any filter that only tracks can meet: then huts and campsites are left out. */
export function isTrackOnly(filters: DecodedSearchForm): boolean {
  return (
    filters.distance !== null ||
    filters.wheelchair ||
    filters.dogAllowed ||
    filters.durations.length > 0 ||
    filters.difficulties.length > 0
  );
}

/**
 * JSON bodies may carry real arrays and booleans; turn them into the form's text so one
 * schema and one decoder serve multipart, urlencoded and JSON alike.
 */
export function jsonBodyAsForm(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const form: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (key === 'wheelchair' || key === 'dog_allowed') {
      form[key] = typeof value === 'boolean' ? (value ? '1' : '0') : typeof value === 'number' ? String(value) : value;
    } else if (key !== 'term' && typeof value === 'object') {
      form[key] = JSON.stringify(value);
    } else {
      form[key] = value;
    }
  }
  return form;
}
