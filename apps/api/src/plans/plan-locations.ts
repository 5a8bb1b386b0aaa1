/**
 * The places a plan can be for, by kind: DOC tracks, huts and campsites (the
 * `locations` table), and the user's custom tracks. Each kind is a `PlanLocationSource`
 * in PLAN_LOCATION_SOURCES, so the custom-track editor plugs in its own lookup by
 * replacing one entry; nothing else about plans needs to change.
 */
import type { PlanLocationRef, PlanLocationType } from '@planmywalk/contracts';
import type { Queryable } from '../db/database.ts';
import type { LineGeometry } from '../lib/geo.ts';
import { customTrackPlanLocations } from '../custom-tracks/customTrackPlanLocations.ts';
import type { PlanLocationDetails, PlanLocationSource } from './plan-location-source.ts';
import { SUMMARY_COLUMNS, type SummaryRow } from '../locations/location-summary.ts';

export const LOCATION_NOT_FOUND = 'We could not find that track, hut or campsite.';

const SINGULAR: Record<'Track' | 'Hut' | 'Campsite', string> = { Track: 'track', Hut: 'hut', Campsite: 'campsite' };

type DocRow = SummaryRow & { line: LineGeometry | null };

/** A DOC kind: the id must be a location of that kind. */
function docKind(type: 'Track' | 'Hut' | 'Campsite'): PlanLocationSource {
  return {
    async load(db, ids, { withLine }) {
      if (ids.length === 0) return new Map();
      // A list of plans leaves the lines out: they are large, and only the PDF draws one.
      const rows = await db.query<DocRow>(
        `SELECT ${SUMMARY_COLUMNS}, ${withLine ? 'l.line' : 'NULL::jsonb AS line'} FROM locations l WHERE l.id = ANY($1::int[]) AND l.type = $2`,
        [[...ids], type],
      );
      return new Map(
        rows.map((row) => [
          row.id,
          {
            location: {
              id: row.id,
              type: row.type,
              slug: row.slug,
              title: row.title,
              singular_name: SINGULAR[row.type],
              is_closed: row.is_closed,
              locations: row.places.map((title) => ({ title })),
              regions: row.regions,
              lat: row.lat,
              lng: row.lng,
              thumbnail: row.thumbnail,
              distance: row.distance_km,
              walking_duration: row.walking_duration,
              difficulty: row.difficulty,
            },
            line: row.line,
            infoLink: row.info_link,
          },
        ]),
      );
    },
    async refusal(db, id) {
      const [row] = await db.query('SELECT 1 FROM locations WHERE id = $1 AND type = $2', [id, type]);
      return row ? null : LOCATION_NOT_FOUND;
    },
  };
}

export const PLAN_LOCATION_SOURCES: Record<PlanLocationType, PlanLocationSource> = {
  Track: docKind('Track'),
  Hut: docKind('Hut'),
  Campsite: docKind('Campsite'),
  'Custom Track': customTrackPlanLocations,
};

export const locationKey = (ref: PlanLocationRef) => `${ref.type}:${ref.id}`;

/** The places of many plans at once, by `locationKey`: one query per kind. */
export async function loadPlanLocations(
  db: Queryable,
  refs: readonly PlanLocationRef[],
  options: { withLine: boolean } = { withLine: false },
): Promise<Map<string, PlanLocationDetails>> {
  const found = new Map<string, PlanLocationDetails>();
  for (const [type, source] of Object.entries(PLAN_LOCATION_SOURCES) as [PlanLocationType, PlanLocationSource][]) {
    const ids = [...new Set(refs.filter((ref) => ref.type === type).map((ref) => ref.id))];
    if (ids.length === 0) continue;
    for (const [id, details] of await source.load(db, ids, options)) found.set(locationKey({ type, id }), details);
  }
  return found;
}
