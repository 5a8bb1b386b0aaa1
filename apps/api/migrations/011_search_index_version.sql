-- Search is answered from an index each API process holds in memory (ADR 039), built
-- from these tables. Every write to them, from any process (the import, a replica, a
-- psql session), moves search_index_version; each process compares it with the version
-- its index was built from and rebuilds when it moved. Statement-level triggers: an
-- import of thousands of rows bumps the version a handful of times, not per row.
CREATE TABLE search_index_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL DEFAULT 1
);
INSERT INTO search_index_version DEFAULT VALUES;

CREATE FUNCTION bump_search_index_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_index_version SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER locations_search_index_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_search_index_version();
CREATE TRIGGER location_regions_search_index_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON location_regions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_search_index_version();
CREATE TRIGGER location_durations_search_index_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON location_durations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_search_index_version();
CREATE TRIGGER location_difficulties_search_index_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON location_difficulties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_search_index_version();

-- No query reads search_text through the trigram index any more; the import no longer pays to keep it.
DROP INDEX IF EXISTS locations_search_text_trgm_idx;
