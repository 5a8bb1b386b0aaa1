import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { buildImportPlan } from './build-locations.ts';
import { importData, writeImportPlan } from './import-data.ts';
import { readSources, type Sources } from './sources.ts';

/** Every table's content as one hash: equal hashes mean nothing changed. */
async function fingerprint(t: TestDatabase): Promise<Record<string, string>> {
  const tables = ['regions', 'durations', 'difficulties', 'gear_list_presets', 'locations', 'location_regions', 'location_durations', 'location_difficulties'];
  const result: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await t.db.query<{ h: string | null }>(`SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${table} x`);
    result[table] = row?.h ?? '';
  }
  return result;
}

const count = async (t: TestDatabase, sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(sql, params))[0]?.n ?? -1;

describe('DOC import', () => {
  let t: TestDatabase;
  let sources: Sources;
  beforeAll(async () => {
    t = await openSeededTestDatabase();
    sources = await readSources();
  });
  afterAll(async () => {
    await t.close();
  });

  it('given the data files, holds every hut and campsite and every track of both track sets', async () => {
    expect(await count(t, "SELECT count(*)::int AS n FROM locations WHERE type = 'Hut'")).toBe(sources.huts.length);
    expect(sources.huts.length).toBeGreaterThanOrEqual(950);
    expect(await count(t, "SELECT count(*)::int AS n FROM locations WHERE type = 'Campsite'")).toBe(sources.campsites.length);
    expect(sources.campsites.length).toBeGreaterThanOrEqual(310);
    // Matched pairs become one track; unmatched records of both sets are kept.
    const apiUrls = new Set(sources.apiTracks.map((a) => a.staticLink.toLowerCase()));
    const walkingOnly = sources.walkingExperiences.filter((w) => !apiUrls.has(w.properties.walkingAndTrampingWebPage.toLowerCase()));
    expect(await count(t, "SELECT count(*)::int AS n FROM locations WHERE type = 'Track'")).toBe(
      sources.apiTracks.length + walkingOnly.length,
    );
  });

  it('given a second import of the same files, changes no row at all', async () => {
    const before = await fingerprint(t);
    const again = await importData(t.db);
    expect(again.inserted).toBe(0);
    expect(again.updated).toBe(0);
    expect(await fingerprint(t)).toEqual(before);
  });

  it('keeps the fields of both track sets on a matched track (Routeburn Track)', async () => {
    const [routeburn] = await t.db.query<Record<string, unknown>>(
      `SELECT l.title, l.places, l.distance_km, l.walking_duration, l.dogs_allowed, l.wheelchair_friendly, l.is_recommended,
              l.line->>'type' AS line_type,
              (SELECT array_agg(r.title ORDER BY lr.position) FROM location_regions lr JOIN regions r ON r.id = lr.region_id WHERE lr.location_id = l.id) AS regions,
              (SELECT array_agg(d.title ORDER BY d.position) FROM location_durations ld JOIN durations d ON d.id = ld.duration_id WHERE ld.location_id = l.id) AS durations,
              (SELECT array_agg(d.title ORDER BY d.position) FROM location_difficulties ld JOIN difficulties d ON d.id = ld.difficulty_id WHERE ld.location_id = l.id) AS difficulties
       FROM locations l WHERE l.type = 'Track' AND l.slug = 'routeburn-track'`,
    );
    expect(routeburn).toMatchObject({
      title: 'Routeburn Track',
      // 2020 API: places, regions, category, distance, dogs, wheelchair
      places: ['Fiordland National Park', 'Mount Aspiring National Park'],
      regions: ['Otago', 'Fiordland'],
      durations: ['Multi-night'],
      distance_km: 33,
      dogs_allowed: false,
      wheelchair_friendly: false,
      // 2025 layer: difficulty (easiest first) and completion time; lines file: geometry
      difficulties: ['Intermediate', 'Advanced', 'Expert'],
      walking_duration: '2-4 days',
      is_recommended: true,
    });
    expect(['LineString', 'MultiLineString']).toContain(routeburn?.line_type);
  });

  it("stores each location's region and difficulty lists exactly as its link tables hold them, in order", async () => {
    const [row] = await t.db.query<{ total: number; with_regions: number; with_difficulty: number; differing: number }>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE jsonb_array_length(l.region_list) > 0)::int AS with_regions,
              count(*) FILTER (WHERE jsonb_array_length(l.difficulty_list) > 0)::int AS with_difficulty,
              count(*) FILTER (WHERE l.region_list IS DISTINCT FROM COALESCE((
                  SELECT jsonb_agg(jsonb_build_object('id', r.id, 'title', r.title) ORDER BY lr.position)
                  FROM location_regions lr JOIN regions r ON r.id = lr.region_id WHERE lr.location_id = l.id), '[]')
                OR l.difficulty_list IS DISTINCT FROM COALESCE((
                  SELECT jsonb_agg(jsonb_build_object('id', d.id, 'title', d.title) ORDER BY d.position)
                  FROM location_difficulties ld JOIN difficulties d ON d.id = ld.difficulty_id WHERE ld.location_id = l.id), '[]')
              )::int AS differing
       FROM locations l`,
    );
    expect(row?.differing).toBe(0);
    expect(row?.with_regions).toBe(row?.total);
    expect(row?.with_difficulty).toBeGreaterThan(1000);
    const [routeburn] = await t.db.query<{ region_list: Array<{ title: string }>; difficulty_list: Array<{ title: string }> }>(
      "SELECT region_list, difficulty_list FROM locations WHERE type = 'Track' AND slug = 'routeburn-track'",
    );
    expect(routeburn?.region_list.map((r) => r.title)).toEqual(['Otago', 'Fiordland']);
    expect(routeburn?.difficulty_list.map((d) => d.title)).toEqual(['Intermediate', 'Advanced', 'Expert']);
  });

  it('takes lines the walking-experience layer lacks from the Great Walks and popular EAM files', async () => {
    const rows = await t.db.query<{ slug: string; has_line: boolean }>(
      "SELECT slug, line IS NOT NULL AS has_line FROM locations WHERE type = 'Track' AND slug IN ('heaphy-track', 'milford-track', 'cape-brett-track', 'hollyford-track') ORDER BY slug",
    );
    expect(rows).toEqual([
      { slug: 'cape-brett-track', has_line: true },
      { slug: 'heaphy-track', has_line: true },
      { slug: 'hollyford-track', has_line: true },
      { slug: 'milford-track', has_line: true },
    ]);
  });

  it('pins the Great Walks named in the Great Walks file', async () => {
    const pinned = await t.db.query<{ title: string }>("SELECT title FROM locations WHERE is_recommended ORDER BY title");
    expect(pinned.length).toBe(new Set(sources.greatWalkLines.map((f) => f.properties.name)).size);
    expect(pinned.map((p) => p.title)).toEqual(expect.arrayContaining(['Routeburn Track', 'Milford Track', 'Heaphy Track', 'Kepler Track']));
  });

  it('marks as closed exactly the huts DOC lists as closed', async () => {
    const closedInData = sources.huts.filter((h) => h.status === 'CLSD').length;
    expect(closedInData).toBeGreaterThan(0);
    expect(await count(t, "SELECT count(*)::int AS n FROM locations WHERE type = 'Hut' AND is_closed")).toBe(closedInData);
  });

  it('gives every location a region, by point-in-region when the record has none (Kopuatai duck huts → Waikato)', async () => {
    expect(await count(t, 'SELECT count(*)::int AS n FROM locations l WHERE NOT EXISTS (SELECT 1 FROM location_regions lr WHERE lr.location_id = l.id)')).toBe(0);
    const regions = await t.db.query<{ title: string }>(
      `SELECT DISTINCT r.title FROM locations l JOIN location_regions lr ON lr.location_id = l.id JOIN regions r ON r.id = lr.region_id
       WHERE l.type = 'Hut' AND l.title LIKE 'Kopuatai Duck Hut%'`,
    );
    expect(regions).toEqual([{ title: 'Waikato' }]);
  });

  it('derives the lookup lists from the data, shortest and easiest first', async () => {
    const durations = await t.db.query<{ title: string }>('SELECT title FROM durations ORDER BY position');
    expect(durations.map((d) => d.title)).toEqual(['Under 1 hour', '1-4 hours', 'Over 4 hours', 'Overnight', 'Multi-night']);
    const difficulties = await t.db.query<{ title: string }>('SELECT title FROM difficulties ORDER BY position');
    expect(difficulties.map((d) => d.title)).toEqual(['Easiest', 'Easy', 'Intermediate', 'Advanced', 'Expert']);
    const regionTitles = new Set([...sources.apiTracks.flatMap((a) => a.region), ...sources.huts.flatMap((h) => (h.region ? [h.region] : []))]);
    expect(await count(t, 'SELECT count(*)::int AS n FROM regions')).toBe(regionTitles.size);
  });

  it('gives every location its preset gear lists and a start among them, from its duration category, type and altitude', async () => {
    expect(await count(t, 'SELECT count(*)::int AS n FROM gear_list_presets')).toBe(sources.gearPresets.presets.length);
    expect(
      await count(
        t,
        `SELECT count(*)::int AS n FROM locations l
         WHERE cardinality(l.gear_list_presets) = 0
            OR NOT (l.duration_category_gear_list = ANY (l.gear_list_presets))
            OR EXISTS (SELECT 1 FROM unnest(l.gear_list_presets) AS p(id) WHERE NOT EXISTS (SELECT 1 FROM gear_list_presets g WHERE g.id = p.id))`,
      ),
    ).toBe(0);
    const starts = await t.db.query<{ type: string; slug: string; start: string }>(
      `SELECT type, slug, duration_category_gear_list AS start FROM locations
       WHERE (type, slug) IN (('Track', 'kepler-track'), ('Track', 'mueller-hut-route'), ('Track', 'tongariro-alpine-crossing'),
                              ('Hut', 'mueller-hut'), ('Hut', 'angelus-hut'), ('Track', 'routeburn-track-key-summit-track'))
       ORDER BY type, slug`,
    );
    expect(starts).toEqual([
      // DOC's hut record says nothing of its 1,650 m (the track's does): the hut starts with the overnight list.
      { type: 'Hut', slug: 'angelus-hut', start: 'overnight-hut' },
      { type: 'Hut', slug: 'mueller-hut', start: 'alpine-winter' },
      { type: 'Track', slug: 'kepler-track', start: 'multi-day-tramp' },
      { type: 'Track', slug: 'mueller-hut-route', start: 'alpine-winter' },
      { type: 'Track', slug: 'routeburn-track-key-summit-track', start: 'day-walk' },
      { type: 'Track', slug: 'tongariro-alpine-crossing', start: 'alpine-winter' },
    ]);
    // Every kind of start is used somewhere.
    const used = await t.db.query<{ start: string }>('SELECT DISTINCT duration_category_gear_list AS start FROM locations ORDER BY 1');
    expect(used.map((u) => u.start)).toEqual(['alpine-winter', 'camping', 'day-walk', 'multi-day-tramp', 'overnight-hut', 'short-walk']);
  });

  it("gives every location its safety texts, from what DOC's data says of it (a Great Walk, an alpine route, a short walk, a hut, a campsite)", async () => {
    expect(await count(t, 'SELECT count(*)::int AS n FROM locations WHERE essential_preparation IS NULL OR weather_conditions IS NULL')).toBe(0);
    const { paragraphs } = sources.safetyTexts;
    /** The ids of the paragraphs a text holds, in the file's order (not the text's). */
    const said = (html: string | null) =>
      Object.entries(paragraphs)
        .filter(([, p]) => html?.includes(p.text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')))
        .map(([id]) => id);
    const rows = await t.db.query<{ slug: string; essential_preparation: string; weather_conditions: string; shared_use: string | null }>(
      `SELECT slug, essential_preparation, weather_conditions, shared_use FROM locations
       WHERE (type, slug) IN (('Track', 'kepler-track'), ('Track', 'mueller-hut-route'), ('Track', 'arrowtown-chinese-settlement'),
                              ('Hut', 'mueller-hut'), ('Campsite', 'lake-tarawera-outlet-campsite'), ('Track', 'surat-bay-beach-walk'))
       ORDER BY slug`,
    );
    expect(rows.map((r) => ({ slug: r.slug, preparation: said(r.essential_preparation), weather: said(r.weather_conditions), shared: r.shared_use }))).toEqual([
      { slug: 'arrowtown-chinese-settlement', preparation: ['plan-and-tell', 'short-walk'], weather: ['weather-changes'], shared: null },
      { slug: 'kepler-track', preparation: ['plan-and-tell', 'overnight', 'route-parts', 'exposed'], weather: ['weather-changes', 'weather-tops'], shared: null },
      { slug: 'lake-tarawera-outlet-campsite', preparation: ['plan-and-tell', 'campsite', 'campsite-bookable', 'water-untreated'], weather: ['weather-changes'], shared: null },
      { slug: 'mueller-hut', preparation: ['plan-and-tell', 'alpine', 'hut', 'hut-bookable', 'water-untreated'], weather: ['weather-changes', 'weather-tops'], shared: null },
      { slug: 'mueller-hut-route', preparation: ['plan-and-tell', 'overnight', 'tramping-track', 'alpine'], weather: ['weather-changes', 'weather-tops'], shared: null },
      { slug: 'surat-bay-beach-walk', preparation: ['plan-and-tell', 'short-walk'], weather: ['weather-changes', 'weather-tides'], shared: null },
    ]);
    // DOC's permitted activities say who else uses a track.
    expect(await count(t, "SELECT count(*)::int AS n FROM locations WHERE shared_use LIKE 'Shared with mountain bikers%'")).toBe(
      sources.apiTracks.filter((a) => a.permittedActivities?.includes('Mountain biking')).length,
    );
  });

  it('gives shared titles distinct readable slugs (the four Crow Huts)', async () => {
    const crows = await t.db.query<{ slug: string }>("SELECT slug FROM locations WHERE type = 'Hut' AND title = 'Crow Hut' ORDER BY slug");
    expect(crows).toHaveLength(4);
    expect(new Set(crows.map((c) => c.slug)).size).toBe(4);
    for (const { slug } of crows) expect(slug).toMatch(/^crow-hut-[a-z0-9-]+$/);
  });

  it('given a record that changed in the data, updates it in place: same id, new values, links in step', async () => {
    const plan = buildImportPlan(sources);
    const index = plan.locations.findIndex((l) => l.type === 'Hut' && l.slug === 'angelus-hut');
    const angelus = plan.locations[index];
    if (!angelus) throw new Error('Angelus Hut missing from the plan');
    const [before] = await t.db.query<{ id: number }>("SELECT id FROM locations WHERE type = 'Hut' AND slug = 'angelus-hut'");
    plan.locations[index] = { ...angelus, title: 'Angelus Hut (renamed)', slug: 'angelus-hut-renamed', regions: ['Marlborough'] };

    const result = await writeImportPlan(t.db, plan);
    expect(result).toMatchObject({ inserted: 0, updated: 1 });
    const [after] = await t.db.query<{ id: number; title: string; regions: string[] }>(
      `SELECT l.id, l.title, array(SELECT r.title FROM location_regions lr JOIN regions r ON r.id = lr.region_id WHERE lr.location_id = l.id) AS regions
       FROM locations l WHERE l.type = 'Hut' AND l.slug = 'angelus-hut-renamed'`,
    );
    expect(after).toEqual({ id: before?.id, title: 'Angelus Hut (renamed)', regions: ['Marlborough'] });

    // And the real data puts it back.
    await importData(t.db);
    const [restored] = await t.db.query<{ id: number }>("SELECT id FROM locations WHERE type = 'Hut' AND slug = 'angelus-hut'");
    expect(restored?.id).toBe(before?.id);
  });
});
