-- Picture captchas: past a per-address number of SMS an hour, a send needs one solved (members
-- behind one NAT are asked to prove they are people instead of being refused). The answer is kept hashed,
-- bound to the address it was issued to, single use, with a few tries and a short life.
CREATE TABLE captcha_challenges (
  id text PRIMARY KEY,
  answer_hash text NOT NULL,
  ip text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX captcha_challenges_ip ON captcha_challenges (ip, created_at);
