-- Times are epoch milliseconds (bigint) so that the server clock can be injected in tests.

CREATE TABLE members (
  id serial PRIMARY KEY,
  mobile text NOT NULL UNIQUE,
  password_hash text,
  nickname text NOT NULL,
  avatar text NOT NULL DEFAULT '',
  member_code text NOT NULL UNIQUE,
  email text NOT NULL DEFAULT '',
  bbs_role integer NOT NULL DEFAULT 0,
  gold integer NOT NULL DEFAULT 0 CHECK (gold >= 0),
  credit integer NOT NULL DEFAULT 0,
  quality integer NOT NULL DEFAULT 60,
  invite_code text NOT NULL UNIQUE,
  invited_by integer REFERENCES members(id),
  created_at bigint NOT NULL
);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  refresh_hash text NOT NULL UNIQUE,
  expires_at bigint NOT NULL,
  refresh_expires_at bigint NOT NULL,
  created_at bigint NOT NULL
);

-- Refresh tokens already rotated away: presenting one again revokes its session.
CREATE TABLE used_refresh_tokens (
  refresh_hash text PRIMARY KEY,
  session_id integer NOT NULL,
  used_at bigint NOT NULL
);

CREATE TABLE sms_codes (
  id serial PRIMARY KEY,
  mobile text NOT NULL,
  scene text NOT NULL,
  code_hash text NOT NULL,
  ip text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX sms_codes_mobile ON sms_codes (mobile, created_at);
CREATE INDEX sms_codes_ip ON sms_codes (ip, created_at);

CREATE TABLE qr_logins (
  qr_id text PRIMARY KEY,
  status text NOT NULL,
  member_id integer REFERENCES members(id),
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);

CREATE TABLE oauth_states (
  state text PRIMARY KEY,
  provider text NOT NULL,
  redirect text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);

-- Authorisation codes issued by the demo stand-in provider.
CREATE TABLE oauth_codes (
  code text PRIMARY KEY,
  provider text NOT NULL,
  openid text NOT NULL,
  nickname text NOT NULL,
  avatar text NOT NULL DEFAULT '',
  expires_at bigint NOT NULL,
  used_at bigint
);

CREATE TABLE sns_tickets (
  token_hash text PRIMARY KEY,
  provider text NOT NULL,
  openid text NOT NULL,
  nickname text NOT NULL,
  avatar text NOT NULL DEFAULT '',
  expires_at bigint NOT NULL,
  used_at bigint
);

CREATE TABLE sns_bindings (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  provider text NOT NULL,
  openid text NOT NULL,
  nickname text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  UNIQUE (provider, openid),
  UNIQUE (member_id, provider)
);

CREATE TABLE point_records (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  change integer NOT NULL,
  reason text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX point_records_member ON point_records (member_id, id);

CREATE TABLE checkins (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  day text NOT NULL,
  streak integer NOT NULL,
  reward integer NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (member_id, day)
);

CREATE TABLE messages (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  read boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL
);
CREATE INDEX messages_member ON messages (member_id, id);

CREATE TABLE notices (
  id serial PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  created_at bigint NOT NULL
);

CREATE TABLE notice_reads (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  notice_id integer NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
  PRIMARY KEY (member_id, notice_id)
);

CREATE TABLE banners (
  id serial PRIMARY KEY,
  placement text NOT NULL,
  title text NOT NULL,
  subtitle text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE site_config (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE tasks (
  id serial PRIMARY KEY,
  hash_id text NOT NULL UNIQUE,
  title text NOT NULL,
  type integer NOT NULL,
  module integer NOT NULL,
  gold integer NOT NULL,
  minutes integer NOT NULL,
  quota integer NOT NULL,
  completed integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 0,
  host_name text NOT NULL DEFAULT '',
  intro text NOT NULL DEFAULT '',
  start_at bigint NOT NULL,
  end_at bigint NOT NULL
);

CREATE TABLE task_joins (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  task_id integer NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  state integer NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (member_id, task_id)
);

CREATE TABLE focus_members (
  task_id integer NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  role integer NOT NULL,
  name text NOT NULL,
  avatar text NOT NULL DEFAULT '',
  PRIMARY KEY (task_id, member_id)
);

CREATE TABLE focus_topics (
  id serial PRIMARY KEY,
  task_id integer NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL
);

CREATE TABLE benefits (
  id serial PRIMARY KEY,
  name text NOT NULL,
  type integer NOT NULL,
  image text NOT NULL DEFAULT '',
  price integer NOT NULL,
  market_price_fen integer NOT NULL,
  stock integer NOT NULL,
  exchanged integer NOT NULL DEFAULT 0,
  tags text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE oss_objects (
  key text PRIMARY KEY,
  acl text NOT NULL DEFAULT 'private',
  content_type text NOT NULL,
  size integer NOT NULL,
  created_at bigint NOT NULL
);
