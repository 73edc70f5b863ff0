-- Guessing limits (passwords, SMS codes, old passwords): one counter per scope and value, counted
-- before each check with INSERT ... ON CONFLICT DO UPDATE SET n = n + 1, so every API process sharing
-- the database sees the same count and a restart forgets nothing.
CREATE TABLE attempt_counters (
  key text PRIMARY KEY,
  window_start bigint NOT NULL,
  window_ms integer NOT NULL,
  n integer NOT NULL
);
CREATE INDEX attempt_counters_window ON attempt_counters (window_start);

-- Third-party sign-in: the hash of the nonce in the HttpOnly cookie of the browser that asked for the
-- authorisation; the callback must come from that browser.
ALTER TABLE oauth_states ADD COLUMN browser_hash text NOT NULL DEFAULT '';

-- Grace window after a refresh: the access token presented with the rotated-away refresh token
-- (a second tab refreshing with the same pair gets the same new pair).
ALTER TABLE used_refresh_tokens ADD COLUMN token_hash text NOT NULL DEFAULT '';

-- The cap on live sessions per member ends the oldest first.
CREATE INDEX sessions_member ON sessions (member_id, id);
