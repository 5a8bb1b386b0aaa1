/**
 * The plans the database picks for the map, on whichever engine the suite runs (PGlite,
 * or PostgreSQL with TEST_DATABASE_URL). The seeded data and its statistics are the same
 * on every run (ANALYZE reads all 2,770 rows), so the plans are too. These guard the
 * design in migration 003. Search reads no index of the database: it is answered from
 * the in-process index (ADR 039), whose build reads the whole table once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { planNodes, plansOf, type PlanNode } from '../../testing/explain.ts';
import { findLinesInBox } from './map.queries.ts';

const indexesOn = (plan: PlanNode) => new Set(planNodes(plan).flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])));
const seqScansOfLocations = (plan: PlanNode) =>
  planNodes(plan).filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'locations');

describe('query plans', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openSeededTestDatabase();
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the track lines of a box through the GiST index on their bounds', async () => {
    const [plan] = await plansOf(t.db, (spy) => findLinesInBox(spy, { minLng: 167.86, minLat: -45.43, maxLng: 169.46, maxLat: -44.63 }));
    if (!plan) throw new Error('no plan');
    expect(indexesOn(plan)).toContain('locations_line_bounds_idx');
    expect(seqScansOfLocations(plan)).toEqual([]);
  });
});
