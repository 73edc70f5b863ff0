-- Health a browser cannot forge at will (issue 35): each event keeps the reporting client's address as
-- a keyed hash (HMAC with the device-id key: counts distinct addresses, gives no address back) and the
-- device's canary bucket for its area (a canary's figures count only devices in its bucket). Events
-- stored before came from device ids nobody signed: they are dropped rather than trusted for 30 days.
DELETE FROM area_health_events;
ALTER TABLE area_health_events
  ADD COLUMN address text NOT NULL CONSTRAINT area_health_events_address CHECK (address ~ '^[0-9a-f]{16}$'),
  ADD COLUMN bucket double precision NOT NULL CONSTRAINT area_health_events_bucket CHECK (bucket >= 0 AND bucket < 100);
