-- The SMS check becomes a proof of work (api/src/auth/sms-challenge.ts): a challenge is signed, not
-- stored, so asking for many and answering none holds nothing; only solved ones are kept, until they
-- expire, so each lets exactly one send through. The picture captchas go.
DROP TABLE captcha_challenges;
CREATE TABLE spent_sms_challenges (
  challenge text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX spent_sms_challenges_expiry ON spent_sms_challenges (expires_at);
-- The global hourly SMS budget counts every send of the last hour.
CREATE INDEX sms_codes_created ON sms_codes (created_at);
