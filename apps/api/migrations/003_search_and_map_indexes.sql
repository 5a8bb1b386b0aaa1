-- Search that the planner serves from the trigram index, summaries without per-row
-- aggregation, and track-line bounds for the map. Measured on PGlite 0.5.16
-- (PostgreSQL 18, WASM) and PostgreSQL 15; the plans are in apps/api/README.md
-- ("Search design").

DROP INDEX IF EXISTS locations_search_text_trgm_idx;
-- The title index served no query: a term is matched on search_text, and the title is
-- only compared (exact / prefix / word prefix) on the rows that matched.
DROP INDEX IF EXISTS locations_search_title_trgm_idx;

-- 1. The {id, title} lists a summary shows (regions in the record's order, difficulties
--    easiest first), kept on the row beside the link tables the filters use. Built per
--    row by two correlated aggregations they were half the time of a search answer
--    (about 40 µs a row on PGlite). The import writes them in the same upsert as the
--    row (see LIST_COLUMNS in src/import/import-data.ts); anything else that changes
--    location_regions or location_difficulties must rewrite them too.
ALTER TABLE locations
  ADD COLUMN region_list jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN difficulty_list jsonb NOT NULL DEFAULT '[]';

UPDATE locations l SET
  region_list = COALESCE((
    SELECT jsonb_agg(jsonb_build_object('id', r.id, 'title', r.title) ORDER BY lr.position)
    FROM location_regions lr JOIN regions r ON r.id = lr.region_id WHERE lr.location_id = l.id), '[]'),
  difficulty_list = COALESCE((
    SELECT jsonb_agg(jsonb_build_object('id', d.id, 'title', d.title) ORDER BY d.position)
    FROM location_difficulties ld JOIN difficulties d ON d.id = ld.difficulty_id WHERE ld.location_id = l.id), '[]');

-- 2. Bounding box of a track's line, for GET /api/v1/map/lines?bbox=…: a GiST index on a
--    box answers "intersects this box" directly (core PostgreSQL, no extension).
--    Generated from `line`, so every writer keeps it right. Adding a stored generated
--    column rewrites the table, which also drops the dead row versions the UPDATE above
--    left (PGlite runs no autovacuum). A line crossing 180° would get a world-wide box
--    and be returned for more boxes than it touches: harmless, and no DOC line does.
CREATE FUNCTION line_bounding_box(line jsonb) RETURNS box
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT box(point(min((p ->> 0)::float8), min((p ->> 1)::float8)), point(max((p ->> 0)::float8), max((p ->> 1)::float8)))
  FROM jsonb_path_query(
    line,
    CASE line ->> 'type' WHEN 'LineString' THEN '$.coordinates[*]' ELSE '$.coordinates[*][*]' END::jsonpath
  ) AS p
$$;

ALTER TABLE locations ADD COLUMN line_bounds box GENERATED ALWAYS AS (line_bounding_box(line)) STORED;
CREATE INDEX locations_line_bounds_idx ON locations USING gist (line_bounds) WHERE line_bounds IS NOT NULL;

-- 3. The trigram GIN index without a pending list.
--    With fastupdate (the default) every row the import inserts waits in the index's
--    unsorted pending list until a VACUUM or autovacuum flushes it. PGlite runs no
--    autovacuum, so each search read the whole list (350 pages for one trigram) and the
--    planner, which prices that list in, chose a sequential scan. The locations table is
--    written by the import only, so paying on insert is the right trade.
CREATE INDEX locations_search_text_trgm_idx ON locations USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);

-- 4. Small statistics on the search keys.
--    For `LIKE '%term%'` and `term <% search_text` the planner estimates rows by running
--    the operator on the column's histogram: with the default 100 entries that costs
--    milliseconds of planning per search (word similarity is slow), and the accurate
--    estimate for a broad term then leads to a sequential scan that evaluates `<%` on
--    every row, because the planner prices `<%` like a cheap comparison while it costs
--    about ten times a LIKE. With fewer than 100 entries PostgreSQL uses its fixed
--    selectivities for these operators instead, plans in well under a millisecond and
--    keeps to the index. (A target of 0 would leave an existing histogram in place.)
ALTER TABLE locations ALTER COLUMN search_text SET STATISTICS 10, ALTER COLUMN search_title SET STATISTICS 10;

ANALYZE locations;
