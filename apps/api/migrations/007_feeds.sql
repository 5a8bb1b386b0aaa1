-- Alerts and forecasts from outside providers (MetService, the NZ Avalanche Advisory,
-- DOC, Open-Meteo), cached here so every API replica answers the same, a feed that
-- fails keeps its last good copy (and says how old it is), and the notification worker
-- can tell what changed.
--
-- `source` says whether a copy came from the real provider ('http') or the sample
-- fixtures ('sample'): a copy made by one is never served by the other, so sample data
-- cannot outlive FEEDS=sample as if it were real.

-- The last good copy of each polled feed (parsed, in the API's own shape), its HTTP
-- validators for conditional requests, and the poll schedule. A replica claims a due
-- poll by setting locked_until, so one poll runs at a time across replicas.
CREATE TABLE feed_snapshots (
  feed text PRIMARY KEY,
  source text,
  body jsonb,
  -- When the copy was fetched, or last confirmed current (304).
  fetched_at timestamptz,
  etag text,
  last_modified text,
  checked_at timestamptz,
  last_error text,
  failures integer NOT NULL DEFAULT 0,
  next_poll_at timestamptz NOT NULL DEFAULT '-infinity',
  locked_until timestamptz
);

-- Forecasts per location, fetched when asked for and kept for a time to live.
-- kind: 'forecast' at the location, 'alpine' at a track's high point.
CREATE TABLE forecast_cache (
  location_id integer NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('forecast', 'alpine')),
  source text,
  body jsonb,
  fetched_at timestamptz,
  -- A fresh copy is served until then; after a failure, no new attempt before then.
  expires_at timestamptz NOT NULL DEFAULT '-infinity',
  checked_at timestamptz,
  last_error text,
  locked_until timestamptz,
  PRIMARY KEY (location_id, kind)
);

-- Heights of a location's point and its track's highest point (Open-Meteo's terrain
-- model), asked once: terrain does not move. Null while unknown; retried after retry_at.
CREATE TABLE location_elevations (
  location_id integer PRIMARY KEY REFERENCES locations (id) ON DELETE CASCADE,
  source text NOT NULL,
  point_m double precision,
  high_point_m double precision,
  high_point_lat double precision,
  high_point_lng double precision,
  fetched_at timestamptz,
  retry_at timestamptz,
  last_error text
);
