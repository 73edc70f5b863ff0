-- The health store's stored device number is the device hash, not a "bucket": the release registry's
-- canary bucket (release/src/rollout/bucket.ts) is another number with another purpose. Same values.
ALTER TABLE area_health_events RENAME COLUMN bucket TO device_hash;
ALTER TABLE area_health_events RENAME CONSTRAINT area_health_events_bucket TO area_health_events_device_hash;
