-- Forecasts and heights of custom tracks, kept as those of locations are (007_feeds.sql)
-- but in their own tables: a custom track's id is not a location's, and its cached
-- copies go with it when it is deleted.
CREATE TABLE custom_track_forecast_cache (
  custom_track_id integer NOT NULL REFERENCES custom_tracks (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('forecast', 'alpine')),
  source text,
  body jsonb,
  fetched_at timestamptz,
  expires_at timestamptz NOT NULL DEFAULT '-infinity',
  checked_at timestamptz,
  last_error text,
  locked_until timestamptz,
  PRIMARY KEY (custom_track_id, kind)
);

CREATE TABLE custom_track_elevations (
  custom_track_id integer PRIMARY KEY REFERENCES custom_tracks (id) ON DELETE CASCADE,
  source text NOT NULL,
  point_m double precision,
  high_point_m double precision,
  high_point_lat double precision,
  high_point_lng double precision,
  fetched_at timestamptz,
  retry_at timestamptz,
  last_error text
);

-- Unlike terrain under a DOC location, a custom track moves when its owner edits it:
-- a new line drops the heights and forecasts measured on the old one, whoever wrote it.
CREATE FUNCTION forget_custom_track_forecasts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM custom_track_elevations WHERE custom_track_id = NEW.id;
  DELETE FROM custom_track_forecast_cache WHERE custom_track_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER custom_tracks_forget_forecasts AFTER UPDATE OF line, lat, lng ON custom_tracks
  FOR EACH ROW WHEN (OLD.line IS DISTINCT FROM NEW.line OR OLD.lat IS DISTINCT FROM NEW.lat OR OLD.lng IS DISTINCT FROM NEW.lng)
  EXECUTE FUNCTION forget_custom_track_forecasts();
