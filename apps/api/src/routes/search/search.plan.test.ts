/**
 * The plans the database picks for search and the map, on whichever engine the suite
 * runs (PGlite, or PostgreSQL with TEST_DATABASE_URL). The seeded data and its
 * statistics are the same on every run (ANALYZE reads all 2,770 rows), so the plans are
 * too. These guard the design in migration 003: if a change sends a term search back to
 * a sequential scan, it is 5–10 times slower and a test here says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { planNodes, plansOf, type PlanNode } from '../../testing/explain.ts';
import { findLinesInBox } from '../map/map.queries.ts';
import { searchLocations } from './search.queries.ts';
import { parseSearchForm } from './search.schema.ts';

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

  const searchPlan = async (form: Record<string, string>) => {
    const [plan] = await plansOf(t.db, (spy) => searchLocations(spy, parseSearchForm(form)));
    if (!plan) throw new Error('search ran no query');
    return plan;
  };

  it.each(['kep', 'routeburn', 'hut', 'lake', 'abel tasman', 'routeburm', 'huts'])(
    "given the term '%s', finds it through the trigram index and reads no location it does not answer",
    async (term) => {
      const plan = await searchPlan({ term });
      expect(indexesOn(plan)).toContain('locations_search_text_trgm_idx');
      // The page's summaries are primary-key lookups, not a join against the whole table.
      expect(indexesOn(plan)).toContain('locations_pkey');
      expect(seqScansOfLocations(plan)).toEqual([]);
    },
  );

  it('given a term and a region, still starts from the trigram index', async () => {
    const plan = await searchPlan({ term: 'hut', regions: '[1]' });
    expect(indexesOn(plan)).toContain('locations_search_text_trgm_idx');
    expect(seqScansOfLocations(plan)).toEqual([]);
  });

  it('given map bounds at about zoom 10, reads the box from the (lat, lng) index', async () => {
    const plan = await searchPlan({ bound: JSON.stringify([[167.86, -45.43], [169.46, -44.63]]) });
    expect(indexesOn(plan)).toContain('locations_lat_lng_idx');
    expect(seqScansOfLocations(plan)).toEqual([]);
  });

  it('finds the track lines of a box through the GiST index on their bounds', async () => {
    const [plan] = await plansOf(t.db, (spy) => findLinesInBox(spy, { minLng: 167.86, minLat: -45.43, maxLng: 169.46, maxLat: -44.63 }));
    if (!plan) throw new Error('no plan');
    expect(indexesOn(plan)).toContain('locations_line_bounds_idx');
    expect(seqScansOfLocations(plan)).toEqual([]);
  });
});
