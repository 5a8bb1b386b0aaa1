/**
 * Writes the import plan to the database in one transaction, as upserts keyed by each
 * record's identity in the source (region/duration/difficulty title; location type +
 * DOC asset id). A row is only written when something in it changed, so importing the
 * same files twice changes nothing, and ids and slugs stay put.
 *
 * Records that disappear from the files are kept: users' plans and reviews will point
 * at them, and DOC's exports come and go in pieces.
 */
import type { Database, Queryable } from '../db/database.ts';
import { buildImportPlan, type ImportNotes, type ImportPlan, type LocationRecord } from './build-locations.ts';
import type { GearPresetRecord } from './gear-presets.ts';
import { readSources } from './sources.ts';
import { importTrackNetwork, type NetworkImportResult } from './track-network.ts';

export interface ImportResult {
  counts: { tracks: number; huts: number; campsites: number; regions: number; durations: number; difficulties: number; gearPresets: number };
  /** Location rows this run inserted / changed; both 0 when the data was already loaded. */
  inserted: number;
  updated: number;
  notes: ImportNotes;
  /** The walking network custom tracks snap to, built from the same lines (ADR 033). */
  network: NetworkImportResult;
  ms: number;
}

/** Location columns: [column, SQL type, value]. One list keeps the upsert's parts in step. */
const LOCATION_COLUMNS: Array<[string, string, (r: LocationRecord) => unknown]> = [
  ['type', 'text', (r) => r.type],
  ['source_key', 'text', (r) => r.sourceKey],
  ['slug', 'text', (r) => r.slug],
  ['title', 'text', (r) => r.title],
  ['introduction', 'text', (r) => r.introduction],
  ['image', 'text', (r) => r.image],
  ['image_alt', 'text', (r) => r.imageAlt],
  ['photo_credit', 'text', (r) => r.photoCredit],
  ['thumbnail', 'text', (r) => r.thumbnail],
  ['gallery', 'jsonb', (r) => r.gallery],
  ['places', 'text[]', (r) => r.places],
  ['is_closed', 'boolean', (r) => r.isClosed],
  ['lat', 'double precision', (r) => r.lat],
  ['lng', 'double precision', (r) => r.lng],
  ['distance_km', 'double precision', (r) => r.distanceKm],
  ['track_type', 'text', (r) => r.trackType],
  ['walking_duration', 'text', (r) => r.walkingDuration],
  ['number_of_bunks', 'integer', (r) => r.numberOfBunks],
  ['info_link', 'text', (r) => r.infoLink],
  ['bookable', 'boolean', (r) => r.bookable],
  ['dogs_allowed', 'boolean', (r) => r.dogsAllowed],
  ['dogs_allowed_information', 'text', (r) => r.dogsAllowedInformation],
  ['wheelchair_friendly', 'boolean', (r) => r.wheelchairFriendly],
  ['category', 'text', (r) => r.category],
  ['facilities', 'text[]', (r) => r.facilities],
  ['is_recommended', 'boolean', (r) => r.isRecommended],
  ['line', 'jsonb', (r) => r.line],
  ['gear_list_presets', 'text[]', (r) => r.gearListPresets],
  ['duration_category_gear_list', 'text', (r) => r.durationCategoryGearList],
  ['essential_preparation', 'text', (r) => r.essentialPreparation],
  ['weather_conditions', 'text', (r) => r.weatherConditions],
  ['shared_use', 'text', (r) => r.sharedUse],
  ['search_title', 'text', (r) => r.searchTitle],
  ['search_text', 'text', (r) => r.searchText],
];

/**
 * The {id, title} lists a location summary shows (migration 003), computed from the
 * record's titles against the regions and difficulties written just before. Written in
 * the same upsert as the row, so they always match the link tables the same import
 * writes, and a first import leaves no second row version behind (PGlite has no
 * autovacuum). Regions keep the record's order; difficulties go easiest first.
 */
const LIST_FIELDS: Array<[string, (r: LocationRecord) => unknown]> = [
  ['region_titles', (r) => r.regions],
  ['difficulty_titles', (r) => r.difficulties],
];
const LIST_COLUMNS: Array<[string, string]> = [
  [
    'region_list',
    `COALESCE((SELECT jsonb_agg(jsonb_build_object('id', g.id, 'title', g.title) ORDER BY t.n)
               FROM unnest(r.region_titles) WITH ORDINALITY AS t(title, n) JOIN regions g ON g.title = t.title), '[]')`,
  ],
  [
    'difficulty_list',
    `COALESCE((SELECT jsonb_agg(jsonb_build_object('id', d.id, 'title', d.title) ORDER BY d.position)
               FROM unnest(r.difficulty_titles) AS t(title) JOIN difficulties d ON d.title = t.title), '[]')`,
  ],
];

const names = [...LOCATION_COLUMNS.map(([name]) => name), ...LIST_COLUMNS.map(([name]) => name)];
const values = [...LOCATION_COLUMNS.map(([name]) => name), ...LIST_COLUMNS.map(([, sql]) => sql)];
const recordFields = [...LOCATION_COLUMNS.map(([n, t]) => `${n} ${t}`), ...LIST_FIELDS.map(([n]) => `${n} text[]`)];
const updatable = names.filter((n) => n !== 'type' && n !== 'source_key');

const UPSERT_LOCATIONS = `
  INSERT INTO locations (${names.join(', ')})
  SELECT ${values.join(', ')}
  FROM jsonb_to_recordset($1::jsonb) AS r(${recordFields.join(', ')})
  ON CONFLICT (type, source_key) DO UPDATE SET ${updatable.map((n) => `${n} = EXCLUDED.${n}`).join(', ')}
  WHERE (${updatable.map((n) => `locations.${n}`).join(', ')}) IS DISTINCT FROM (${updatable.map((n) => `EXCLUDED.${n}`).join(', ')})
  RETURNING (xmax = 0) AS inserted`;

async function upsertTitles(tx: Queryable, table: 'durations' | 'difficulties', titles: string[]): Promise<void> {
  const rows = titles.map((title, position) => ({ title, position }));
  await tx.query(
    `INSERT INTO ${table} (title, position)
     SELECT title, position FROM jsonb_to_recordset($1::jsonb) AS r(title text, position int) ORDER BY position
     ON CONFLICT (title) DO UPDATE SET position = EXCLUDED.position WHERE ${table}.position <> EXCLUDED.position`,
    [JSON.stringify(rows)],
  );
}

/** The preset gear lists, by id; written before the locations that name them. Presets left out of the data are kept (plans name them). */
async function upsertGearPresets(tx: Queryable, presets: GearPresetRecord[]): Promise<void> {
  await tx.query(
    `INSERT INTO gear_list_presets (id, title, description, position, categories, sources)
     SELECT id, title, description, position, categories, sources
     FROM jsonb_to_recordset($1::jsonb) AS r(id text, title text, description text, position int, categories jsonb, sources jsonb)
     ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, position = EXCLUDED.position,
       categories = EXCLUDED.categories, sources = EXCLUDED.sources
     WHERE (gear_list_presets.title, gear_list_presets.description, gear_list_presets.position, gear_list_presets.categories, gear_list_presets.sources)
       IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.description, EXCLUDED.position, EXCLUDED.categories, EXCLUDED.sources)`,
    [JSON.stringify(presets)],
  );
}

/**
 * Makes a link table hold exactly the wanted (location, item) pairs for the imported
 * locations: missing pairs added, changed positions updated, stale pairs removed.
 */
async function syncLinks(
  tx: Queryable,
  link: { table: string; column: string; lookup: string },
  pairs: Array<{ type: string; key: string; title: string; position: number }>,
  importedKeys: string,
  withPosition: boolean,
): Promise<void> {
  const wanted = `
    SELECT l.id AS location_id, t.id AS item_id, w.position
    FROM jsonb_to_recordset($1::jsonb) AS w(type text, key text, title text, position int)
    JOIN locations l ON l.type = w.type AND l.source_key = w.key
    JOIN ${link.lookup} t ON t.title = w.title`;
  const imported = `
    SELECT l.id FROM jsonb_to_recordset($2::jsonb) AS k(type text, key text)
    JOIN locations l ON l.type = k.type AND l.source_key = k.key`;
  const wantedJson = JSON.stringify(pairs);
  // Materialized so the anti-join hashes the wanted pairs once instead of re-reading the JSON per row.
  await tx.query(
    `WITH wanted AS MATERIALIZED (${wanted}), imported AS MATERIALIZED (${imported})
     DELETE FROM ${link.table} x
     USING imported i
     WHERE x.location_id = i.id
       AND NOT EXISTS (SELECT 1 FROM wanted w WHERE w.location_id = x.location_id AND w.item_id = x.${link.column})`,
    [wantedJson, importedKeys],
  );
  await tx.query(
    withPosition
      ? `INSERT INTO ${link.table} (location_id, ${link.column}, position) SELECT location_id, item_id, position FROM (${wanted}) w
         ON CONFLICT (location_id, ${link.column}) DO UPDATE SET position = EXCLUDED.position
         WHERE ${link.table}.position <> EXCLUDED.position`
      : `INSERT INTO ${link.table} (location_id, ${link.column}) SELECT location_id, item_id FROM (${wanted}) w
         ON CONFLICT DO NOTHING`,
    [wantedJson],
  );
}

export async function writeImportPlan(db: Database, plan: ImportPlan): Promise<Omit<ImportResult, 'ms' | 'notes' | 'network'>> {
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO regions (title, lat, lng)
       SELECT title, lat, lng FROM jsonb_to_recordset($1::jsonb) AS r(title text, lat float8, lng float8, position int) ORDER BY position
       ON CONFLICT (title) DO UPDATE SET lat = EXCLUDED.lat, lng = EXCLUDED.lng
       WHERE (regions.lat, regions.lng) IS DISTINCT FROM (EXCLUDED.lat, EXCLUDED.lng)`,
      [JSON.stringify(plan.regions.map((r, position) => ({ ...r, position })))],
    );
    await upsertTitles(tx, 'durations', plan.durations);
    await upsertGearPresets(tx, plan.gearPresets);
    await upsertTitles(tx, 'difficulties', plan.difficulties);

    const rows = plan.locations.map((record) =>
      Object.fromEntries([...LOCATION_COLUMNS.map(([n, , get]) => [n, get(record)]), ...LIST_FIELDS.map(([n, get]) => [n, get(record)])]),
    );
    const written = await tx.query<{ inserted: boolean }>(UPSERT_LOCATIONS, [JSON.stringify(rows)]);

    const importedKeys = JSON.stringify(plan.locations.map((r) => ({ type: r.type, key: r.sourceKey })));
    const links = (pick: (r: LocationRecord) => string[]) =>
      plan.locations.flatMap((r) => pick(r).map((title, position) => ({ type: r.type, key: r.sourceKey, title, position })));
    await syncLinks(tx, { table: 'location_regions', column: 'region_id', lookup: 'regions' }, links((r) => r.regions), importedKeys, true);
    await syncLinks(tx, { table: 'location_durations', column: 'duration_id', lookup: 'durations' }, links((r) => r.durations), importedKeys, false);
    await syncLinks(
      tx,
      { table: 'location_difficulties', column: 'difficulty_id', lookup: 'difficulties' },
      links((r) => r.difficulties),
      importedKeys,
      false,
    );

    // Fresh statistics, so the planner knows the tables' real sizes from the first query.
    await tx.exec(
      'ANALYZE regions, durations, difficulties, gear_list_presets, locations, location_regions, location_durations, location_difficulties',
    );

    const [counts] = await tx.query<ImportResult['counts']>(`SELECT
      (SELECT count(*) FROM locations WHERE type = 'Track')::int AS tracks,
      (SELECT count(*) FROM locations WHERE type = 'Hut')::int AS huts,
      (SELECT count(*) FROM locations WHERE type = 'Campsite')::int AS campsites,
      (SELECT count(*) FROM regions)::int AS regions,
      (SELECT count(*) FROM durations)::int AS durations,
      (SELECT count(*) FROM difficulties)::int AS difficulties,
      (SELECT count(*) FROM gear_list_presets)::int AS "gearPresets"`);
    if (!counts) throw new Error('count query returned no row');
    const inserted = written.filter((w) => w.inserted).length;
    return { counts, inserted, updated: written.length - inserted };
  });
}

/** Reads `data/`, builds the records and writes them: the whole DOC import. */
export async function importData(db: Database, sourceDir?: string): Promise<ImportResult> {
  const started = performance.now();
  const sources = await readSources(sourceDir);
  const plan = buildImportPlan(sources);
  const result = await writeImportPlan(db, plan);
  const network = await importTrackNetwork(db, sources);
  return { ...result, notes: plan.notes, network, ms: Math.round(performance.now() - started) };
}
