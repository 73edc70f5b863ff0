-- Campaigns: the frame (which campaign runs when) and each campaign's own records. Gold moves only
-- through members.gold + point_records (services.addGold), in the same transaction as the record.

CREATE TABLE campaigns (
  -- The page's name: lottery, christmas, duanwu, answerSheet, koi, recruit, …
  key text PRIMARY KEY,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  -- Rules as sanitized rich text.
  rules text NOT NULL DEFAULT '',
  path text NOT NULL,
  start_at bigint NOT NULL,
  end_at bigint NOT NULL CHECK (end_at > start_at),
  sort integer NOT NULL DEFAULT 0
);

-- Lottery prizes: gold credited on the spot (gold > 0), or nothing ('谢谢参与'). NULL stock: unlimited.
CREATE TABLE lottery_prizes (
  id serial PRIMARY KEY,
  name text NOT NULL,
  gold integer NOT NULL DEFAULT 0 CHECK (gold >= 0),
  weight integer NOT NULL CHECK (weight > 0),
  stock integer CHECK (stock >= 0),
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE lottery_draws (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- The client's key: a retried or double-clicked draw finds the draw the first one made.
  idem_key text NOT NULL,
  prize_id integer NOT NULL REFERENCES lottery_prizes(id),
  prize_name text NOT NULL,
  cost integer NOT NULL,
  gold integer NOT NULL,
  -- China Standard Time day of the draw, for the daily limit.
  day text NOT NULL,
  created_at bigint NOT NULL,
  UNIQUE (member_id, idem_key)
);
CREATE INDEX lottery_draws_member_day ON lottery_draws (member_id, day);

-- Gift boxes (christmas, duanwu): one per check-in day or completed task inside the campaign.
CREATE TABLE gift_boxes (
  id serial PRIMARY KEY,
  campaign text NOT NULL REFERENCES campaigns(key),
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- checkin:<day> or task:<task id>
  source text NOT NULL,
  earned_at bigint NOT NULL,
  opened_at bigint,
  reward_name text,
  reward_gold integer,
  UNIQUE (campaign, member_id, source)
);

CREATE TABLE gift_rewards (
  id serial PRIMARY KEY,
  campaign text NOT NULL REFERENCES campaigns(key),
  name text NOT NULL,
  gold integer NOT NULL CHECK (gold > 0),
  weight integer NOT NULL CHECK (weight > 0)
);

-- The quiz: options one per line; `answer` is the index of the right option and never leaves the server.
CREATE TABLE quiz_questions (
  id serial PRIMARY KEY,
  title text NOT NULL,
  options text NOT NULL,
  answer integer NOT NULL CHECK (answer >= 0),
  points integer NOT NULL CHECK (points > 0),
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE quiz_results (
  -- Random, so a result page can be shared without exposing anyone else's.
  id text PRIMARY KEY,
  member_id integer REFERENCES members(id) ON DELETE SET NULL,
  nickname text NOT NULL,
  score integer NOT NULL,
  total integer NOT NULL,
  correct integer NOT NULL,
  questions integer NOT NULL,
  created_at bigint NOT NULL
);

CREATE TABLE koi_entries (
  member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  created_at bigint NOT NULL
);

-- Winners of past koi rounds, as announced.
CREATE TABLE koi_winners (
  id serial PRIMARY KEY,
  round text NOT NULL,
  nickname text NOT NULL,
  member_code text NOT NULL,
  prize text NOT NULL,
  announced_at bigint NOT NULL
);

CREATE TABLE tip_articles (
  id serial PRIMARY KEY,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  content text NOT NULL,
  created_at bigint NOT NULL
);

CREATE TABLE courses (
  id serial PRIMARY KEY,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  -- 'article' (content is rich text) or 'video' (video_url, content is the notes)
  kind text NOT NULL CHECK (kind IN ('article', 'video')),
  content text NOT NULL DEFAULT '',
  video_url text NOT NULL DEFAULT '',
  minutes integer NOT NULL DEFAULT 1,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE course_progress (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  -- Percent read or watched; only ever grows.
  progress integer NOT NULL CHECK (progress BETWEEN 0 AND 100),
  -- Where a video stopped, in seconds.
  position integer NOT NULL DEFAULT 0,
  updated_at bigint NOT NULL,
  PRIMARY KEY (member_id, course_id)
);

CREATE TABLE recruit_applications (
  id serial PRIMARY KEY,
  name text NOT NULL,
  school text NOT NULL,
  grade text NOT NULL,
  mobile text NOT NULL UNIQUE,
  reason text NOT NULL,
  created_at bigint NOT NULL
);

-- Partner traffic: the channels and which channel brought each member who registered through one.
CREATE TABLE drainage_channels (
  code text PRIMARY KEY,
  partner text NOT NULL,
  headline text NOT NULL,
  gift text NOT NULL
);

CREATE TABLE member_channels (
  member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  channel text NOT NULL REFERENCES drainage_channels(code),
  created_at bigint NOT NULL
);

-- App downloads by platform: android, ios, pc.
CREATE TABLE app_releases (
  platform text PRIMARY KEY,
  version text NOT NULL,
  url text NOT NULL,
  size text NOT NULL DEFAULT '',
  released_at bigint NOT NULL
);
