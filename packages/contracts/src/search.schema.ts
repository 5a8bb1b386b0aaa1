import { Type, type Static } from '@sinclair/typebox';
import { LngLat } from './common.schema.ts';
import { SearchResultItem } from './locations.schema.ts';
import {
  DISTANCE_MIN_KM,
  DISTANCE_NO_UPPER_BOUND_KM,
  SEARCH_ID_LIST_MAX,
  SEARCH_TERM_MAX_LENGTH,
} from './search.constants.ts';
import { Text } from './text.schema.ts';

const flagDescription = "'1' or 'true' keeps only matching tracks; '0', 'false' or empty means no filter.";
// An enum rather than a union of literals: validation then says "must be one of …" once.
const Flag = Type.Unsafe<'1' | '0' | 'true' | 'false' | ''>({
  type: 'string',
  enum: ['1', '0', 'true', 'false', ''],
  description: flagDescription,
});

/**
 * POST /api/v1/search-tracks, as the spec sends it: a multipart form whose list and
 * pair fields are JSON text. `application/x-www-form-urlencoded` and a JSON object
 * with the same fields are accepted too (in JSON, the list and pair fields may also be
 * real arrays and the flags real booleans).
 *
 * A distance other than [0, 101], or any of durations, difficulties, wheelchair and
 * dog_allowed, limits the answer to tracks (huts and campsites have none of these).
 */
export const SearchTracksForm = Type.Object(
  {
    term: Type.Optional(
      Text({
        maxLength: SEARCH_TERM_MAX_LENGTH,
        description: 'Matches title, places and region names; best match first.',
      }),
    ),
    distance: Type.Optional(
      Text({
        maxLength: 100,
        description: `JSON [min, max] in km, ${DISTANCE_MIN_KM}..${DISTANCE_NO_UPPER_BOUND_KM}; ${DISTANCE_NO_UPPER_BOUND_KM} means no upper bound. Tracks without a known distance are left out when set.`,
        examples: ['[0,101]', '[5,20]'],
      }),
    ),
    wheelchair: Type.Optional(Flag),
    dog_allowed: Type.Optional(Flag),
    durations: Type.Optional(
      Text({ maxLength: 2000, description: 'JSON list of duration ids (any of).', examples: ['[1,2]'] }),
    ),
    difficulties: Type.Optional(
      Text({ maxLength: 2000, description: 'JSON list of difficulty ids (any of).', examples: ['[2]'] }),
    ),
    regions: Type.Optional(
      Text({ maxLength: 2000, description: 'JSON list of region ids (any of).', examples: ['[3,7]'] }),
    ),
    bound: Type.Optional(
      Text({
        maxLength: 500,
        description: 'JSON map bounds [[swLng, swLat], [neLng, neLat]]; a west edge east of the east edge crosses 180°.',
        examples: ['[[168.0,-45.2],[168.6,-44.6]]'],
      }),
    ),
  },
  { title: 'SearchTracksForm', additionalProperties: false },
);
export type SearchTracksForm = Static<typeof SearchTracksForm>;

/** Decoded `distance`: [min, max] km. */
export const DistanceRange = Type.Tuple([Type.Number(), Type.Number()]);
export type DistanceRange = Static<typeof DistanceRange>;

/** Decoded `durations` / `difficulties` / `regions`. */
export const IdList = Type.Array(Type.Integer(), { maxItems: SEARCH_ID_LIST_MAX });
export type IdList = Static<typeof IdList>;

/** Decoded `bound`: [[swLng, swLat], [neLng, neLat]]. */
export const MapBounds = Type.Tuple([LngLat, LngLat]);
export type MapBounds = Static<typeof MapBounds>;

/** What a caller of the typed client passes; the client encodes it as `SearchTracksForm`. */
export const SearchTracksRequest = Type.Object(
  {
    term: Type.Optional(Text()),
    distance: Type.Optional(DistanceRange),
    wheelchair: Type.Optional(Type.Boolean()),
    dog_allowed: Type.Optional(Type.Boolean()),
    durations: Type.Optional(IdList),
    difficulties: Type.Optional(IdList),
    regions: Type.Optional(IdList),
    bound: Type.Optional(MapBounds),
  },
  { additionalProperties: false },
);
export type SearchTracksRequest = Static<typeof SearchTracksRequest>;

/**
 * The answer: `{ list }`. With a term, at most SEARCH_TERM_RESULT_LIMIT items, best
 * match first (exact title, title prefix, word prefix, then similarity). Without a
 * term, at most SEARCH_BROWSE_RESULT_LIMIT items, nearest the bounds' centre first
 * (recommended tracks first, then by title, when no bounds are given).
 */
export const SearchTracksResponse = Type.Object(
  { list: Type.Array(SearchResultItem) },
  { title: 'SearchTracksResponse', additionalProperties: false },
);
export type SearchTracksResponse = Static<typeof SearchTracksResponse>;
