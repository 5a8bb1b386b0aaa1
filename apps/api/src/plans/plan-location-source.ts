/**
 * What a kind of place gives a plan (plan-locations.ts keeps one source per kind): a
 * file of its own so the custom tracks' source and the plans' list of sources each
 * import it, not each other.
 */
import type { PlanLocation } from '@planmywalk/contracts';
import type { Queryable } from '../db/database.ts';
import type { LineGeometry } from '../lib/geo.ts';

/** A plan's place as the plan, its emails and its PDF show it. */
export interface PlanLocationDetails {
  location: PlanLocation;
  /** The track's line, when asked for and the place has one (the PDF draws it). */
  line: LineGeometry | null;
  /** Its page on the DOC website, when it has one (the emails link to it). */
  infoLink: string | null;
}

export interface PlanLocationSource {
  /** The places of these ids; an id without a place is left out. */
  load(db: Queryable, ids: readonly number[], options: { withLine: boolean }): Promise<Map<number, PlanLocationDetails>>;
  /** Why `ownerId` may not plan a trip to this place (the 422 text), or null when they may. */
  refusal(db: Queryable, id: number, ownerId: number): Promise<string | null>;
}
