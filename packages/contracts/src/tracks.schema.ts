import { Type, type Static } from '@sinclair/typebox';
import { IdTitle } from './common.schema.ts';
import { SearchResultItem } from './locations.schema.ts';
import { Text } from './text.schema.ts';

export const RegionSummary = Type.Object(
  {
    id: Type.Integer(),
    title: Text(),
    track_count: Type.Integer({ description: 'Tracks in the region; a track across two regions counts in both.' }),
    coordinates: Type.Tuple([Type.Number(), Type.Number()], {
      description: '[lng, lat] centre of the region’s tracks, for the region circle on the map.',
    }),
  },
  { additionalProperties: false },
);
export type RegionSummary = Static<typeof RegionSummary>;

/** GET /api/v1/tracks: what the tracks page needs before any search. */
export const TracksListResponse = Type.Object(
  {
    pinned: Type.Array(SearchResultItem, { description: 'Recommended tracks (the Great Walks).' }),
    list: Type.Array(RegionSummary, { description: 'Regions, by title.' }),
    durations: Type.Array(IdTitle, { description: 'Duration categories, shortest first.' }),
    difficulties: Type.Array(IdTitle, { description: 'Difficulties, easiest first.' }),
  },
  { title: 'TracksListResponse', additionalProperties: false },
);
export type TracksListResponse = Static<typeof TracksListResponse>;
