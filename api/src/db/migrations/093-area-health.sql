-- Area health from real browsers (issue 27): what the shell saw of each area version on each page —
-- loads (ok or why not), uncaught errors and web vitals — for the health summary and the registry's
-- automatic canary rollback. No personal data: the device id is never stored, only its bucket
-- (first 2 bytes of its SHA-256, mod 100), enough to tell a few devices from many. Rows older than
-- 30 days are deleted by the API's periodic maintenance.
CREATE TABLE area_health_events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  area text NOT NULL,
  version text NOT NULL,
  kind text NOT NULL CONSTRAINT area_health_events_kind CHECK (kind IN ('load', 'error', 'vital')),
  ok boolean,
  reason text,
  name text CONSTRAINT area_health_events_name CHECK (name IN ('LCP', 'CLS', 'INP')),
  value double precision,
  bucket smallint NOT NULL CONSTRAINT area_health_events_bucket CHECK (bucket BETWEEN 0 AND 99)
);
CREATE INDEX area_health_events_version ON area_health_events (area, version, at);
CREATE INDEX area_health_events_at ON area_health_events (at);
