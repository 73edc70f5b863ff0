-- Earning: suppliers and their signing secrets, questionnaires (polls), hand-offs to a
-- supplier, signed callbacks recorded once, the member's personal questionnaire, and ledgers with a
-- running balance for gold, credit (rights) and quality score.

-- A supplier signs its results with its own secret (HMAC-SHA256). The secret is made here from the
-- database's strong random source, so none is ever written in the repository.
CREATE TABLE suppliers (
  id text PRIMARY KEY,
  name text NOT NULL,
  secret text NOT NULL DEFAULT (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')),
  -- Where the member is sent with a signed hand-off (site-relative for the suppliers this API plays).
  entry_url text NOT NULL
);
INSERT INTO suppliers (id, name, entry_url) VALUES
  ('inhouse', '站内问卷', '/api/supplier/survey'),
  ('agent', '调研代理', '/api/supplier/survey'),
  ('gmo', 'GMO Research', '/api/supplier/survey'),
  ('cloud', '云调研', '/api/supplier/survey');

-- A questionnaire. questions: JSON [{ id, title, kind: single|multi, options: [{ id, label, screen? }] }];
-- an option with screen: true screens the member out (join state 2).
CREATE TABLE polls (
  id integer PRIMARY KEY,
  title text NOT NULL,
  intro text NOT NULL DEFAULT '',
  -- Answers submitted sooner than this after the questionnaire opened are too short (join state 4).
  min_seconds integer NOT NULL DEFAULT 0,
  questions text NOT NULL
);
INSERT INTO polls (id, title, intro, min_seconds, questions) VALUES
(1, '生活方式调查', '了解您的日常生活方式，共 3 题。', 3,
 '[{"id":"q1","title":"您平时主要在哪里购物？","kind":"single","options":[{"id":"a","label":"网上商城"},{"id":"b","label":"超市/商场"},{"id":"c","label":"社区小店"}]},{"id":"q2","title":"您的休闲活动有哪些？（多选）","kind":"multi","options":[{"id":"a","label":"运动健身"},{"id":"b","label":"看剧追综"},{"id":"c","label":"阅读"},{"id":"d","label":"旅行"}]},{"id":"q3","title":"过去一年您是否参加过市场调研？","kind":"single","options":[{"id":"a","label":"参加过"},{"id":"b","label":"没有参加过"}]}]'),
(2, '新手欢迎问卷', '欢迎加入问卷社区！回答 3 个小问题，认识一下你。', 3,
 '[{"id":"q1","title":"您是通过什么渠道了解到问卷社区的？","kind":"single","options":[{"id":"a","label":"朋友邀请"},{"id":"b","label":"搜索引擎"},{"id":"c","label":"社交媒体"},{"id":"d","label":"其他"}]},{"id":"q2","title":"您希望参与哪些类型的任务？（多选）","kind":"multi","options":[{"id":"a","label":"问卷调查"},{"id":"b","label":"新品试用"},{"id":"c","label":"讨论组"},{"id":"d","label":"看视频"}]},{"id":"q3","title":"您每周大约有多少时间参与调研？","kind":"single","options":[{"id":"a","label":"1 小时以内"},{"id":"b","label":"1-3 小时"},{"id":"c","label":"3 小时以上"}]}]'),
(3, '家庭饮食习惯调查', '关于您家庭日常饮食的几个问题。', 3,
 '[{"id":"q1","title":"您是否负责家庭的日常食品采购？","kind":"single","options":[{"id":"a","label":"是，主要由我负责"},{"id":"b","label":"部分参与"},{"id":"c","label":"完全不参与","screen":true}]},{"id":"q2","title":"您家每周在家做饭的次数？","kind":"single","options":[{"id":"a","label":"3 次以下"},{"id":"b","label":"3-7 次"},{"id":"c","label":"7 次以上"}]},{"id":"q3","title":"您购买食品时最看重什么？（多选）","kind":"multi","options":[{"id":"a","label":"新鲜"},{"id":"b","label":"价格"},{"id":"c","label":"品牌"},{"id":"d","label":"健康营养"}]}]'),
(4, '每日一问：通勤方式', '今天的问题只有 2 道。', 3,
 '[{"id":"q1","title":"您工作日通常如何通勤？","kind":"single","options":[{"id":"a","label":"地铁/公交"},{"id":"b","label":"自驾"},{"id":"c","label":"骑行/步行"},{"id":"d","label":"我不需要通勤（在家办公或未工作）","screen":true}]},{"id":"q2","title":"单程通勤大约需要多久？","kind":"single","options":[{"id":"a","label":"30 分钟以内"},{"id":"b","label":"30-60 分钟"},{"id":"c","label":"1 小时以上"}]}]'),
(5, '城市公共交通满意度调查', '请根据最近一个月的乘车体验作答。', 3,
 '[{"id":"q1","title":"最近一个月您乘坐过公共交通吗？","kind":"single","options":[{"id":"a","label":"经常乘坐"},{"id":"b","label":"偶尔乘坐"},{"id":"c","label":"没有乘坐过","screen":true}]},{"id":"q2","title":"您对公共交通的整体满意度？","kind":"single","options":[{"id":"a","label":"满意"},{"id":"b","label":"一般"},{"id":"c","label":"不满意"}]},{"id":"q3","title":"您最希望改进的方面？（多选）","kind":"multi","options":[{"id":"a","label":"准点率"},{"id":"b","label":"拥挤程度"},{"id":"c","label":"换乘便利"},{"id":"d","label":"票价"}]}]'),
(6, '网购与外卖体验调研', '关于网购与外卖平台的使用体验。', 3,
 '[{"id":"q1","title":"过去三个月您在网上购物或点外卖的频率？","kind":"single","options":[{"id":"a","label":"每周多次"},{"id":"b","label":"每月几次"},{"id":"c","label":"几乎不用","screen":true}]},{"id":"q2","title":"您最常用的平台类型？（多选）","kind":"multi","options":[{"id":"a","label":"综合电商"},{"id":"b","label":"直播电商"},{"id":"c","label":"外卖平台"},{"id":"d","label":"生鲜到家"}]}]'),
(7, '产品试用招募甄别', '试用名额有限，请如实作答。', 3,
 '[{"id":"q1","title":"您是否在市场调研、广告或相关行业工作？","kind":"single","options":[{"id":"a","label":"是","screen":true},{"id":"b","label":"否"}]},{"id":"q2","title":"您愿意在试用后提交使用反馈吗？","kind":"single","options":[{"id":"a","label":"愿意"},{"id":"b","label":"不愿意","screen":true}]}]');

-- What a task asks, who may join and how: the hand-off screen (channel), its supplier and questionnaire.
ALTER TABLE tasks ADD COLUMN channel text NOT NULL DEFAULT 'survey';
ALTER TABLE tasks ADD COLUMN supplier_id text NOT NULL DEFAULT 'inhouse' REFERENCES suppliers(id);
ALTER TABLE tasks ADD COLUMN poll_id integer NOT NULL DEFAULT 1 REFERENCES polls(id);
ALTER TABLE tasks ADD COLUMN credit integer NOT NULL DEFAULT 0;
ALTER TABLE tasks ADD COLUMN quality integer NOT NULL DEFAULT 0;
ALTER TABLE tasks ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE tasks ADD COLUMN audience text NOT NULL DEFAULT '';
ALTER TABLE tasks ADD COLUMN needs_profile boolean NOT NULL DEFAULT false;
ALTER TABLE tasks ADD COLUMN min_quality integer NOT NULL DEFAULT 0;
UPDATE tasks SET channel = 'group' WHERE type = 4;
UPDATE tasks SET channel = 'welcome' WHERE type = 1;

-- A join is started (state 0, finished_at null) by a hand-off and recorded once by a callback; a
-- state other than 0 is final, and so is state 0 once finished_at is set (the member gave up).
ALTER TABLE task_joins ADD COLUMN finished_at bigint;
ALTER TABLE task_joins ADD COLUMN gold integer NOT NULL DEFAULT 0;
ALTER TABLE task_joins ADD COLUMN credit integer NOT NULL DEFAULT 0;
ALTER TABLE task_joins ADD COLUMN quality integer NOT NULL DEFAULT 0;
UPDATE task_joins SET finished_at = created_at WHERE state <> 0;
CREATE INDEX task_joins_member ON task_joins (member_id, created_at);

-- One signed hand-off to a supplier; the token (kept as its hash) lets the member answer that questionnaire once.
CREATE TABLE task_handoffs (
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  task_id integer NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  supplier_id text NOT NULL REFERENCES suppliers(id),
  poll_id integer NOT NULL REFERENCES polls(id),
  return_path text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  opened_at bigint,
  submitted_at bigint
);
CREATE INDEX task_handoffs_member ON task_handoffs (member_id, task_id);

-- Every verified callback, by its supplier and nonce: a second delivery of the same nonce is a replay.
CREATE TABLE task_callbacks (
  supplier_id text NOT NULL REFERENCES suppliers(id),
  nonce text NOT NULL,
  -- What the result page (/survey/end?ref=) shows it by.
  ref text NOT NULL UNIQUE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  task_id integer NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  -- The outcome the supplier reported and the join state recorded (quota full can overrule a completion).
  reported_state integer NOT NULL,
  state integer NOT NULL,
  -- credited | recorded | already
  status text NOT NULL,
  gold integer NOT NULL DEFAULT 0,
  credit integer NOT NULL DEFAULT 0,
  quality integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  PRIMARY KEY (supplier_id, nonce)
);

-- The personal questionnaire, one row per section (property, basic); answers: JSON { question: [options] }.
CREATE TABLE member_profiles (
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  section text NOT NULL,
  answers text NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (member_id, section)
);

-- Hosts /browse/redirect may send a member to (site-relative paths are always allowed).
CREATE TABLE redirect_hosts (
  host text PRIMARY KEY,
  note text NOT NULL DEFAULT ''
);
INSERT INTO redirect_hosts (host, note) VALUES
  ('www.wjx.cn', '问卷星'),
  ('www.gmo-research.com', 'GMO Research'),
  ('mp.weixin.qq.com', '微信公众号文章');

-- The gold ledger: each row carries the balance after it, and a reference that makes a credit for one
-- cause (task:<id>, profile) happen once per member.
ALTER TABLE point_records ADD COLUMN balance integer;
ALTER TABLE point_records ADD COLUMN ref text;
-- Members whose history began before the ledger: one opening row makes the ledger sum to the balance.
INSERT INTO point_records (member_id, change, reason, created_at)
SELECT m.id, m.gold - COALESCE(s.total, 0), '账户期初余额', COALESCE(s.first_at, m.created_at) - 1
FROM members m LEFT JOIN (SELECT member_id, sum(change)::int AS total, min(created_at) AS first_at FROM point_records GROUP BY member_id) s
  ON s.member_id = m.id
WHERE m.gold <> COALESCE(s.total, 0);
UPDATE point_records p SET balance = s.running
FROM (SELECT id, (sum(change) OVER (PARTITION BY member_id ORDER BY created_at, id))::int AS running FROM point_records) s
WHERE s.id = p.id;
ALTER TABLE point_records ALTER COLUMN balance SET NOT NULL;
CREATE UNIQUE INDEX point_records_ref ON point_records (member_id, ref) WHERE ref IS NOT NULL;

-- Credit (rights value) and quality score histories, shaped like the gold ledger.
CREATE TABLE credit_records (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  change integer NOT NULL,
  balance integer NOT NULL,
  reason text NOT NULL,
  ref text,
  created_at bigint NOT NULL
);
CREATE INDEX credit_records_member ON credit_records (member_id, id);
CREATE UNIQUE INDEX credit_records_ref ON credit_records (member_id, ref) WHERE ref IS NOT NULL;

CREATE TABLE quality_records (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  change integer NOT NULL,
  balance integer NOT NULL,
  reason text NOT NULL,
  ref text,
  created_at bigint NOT NULL
);
CREATE INDEX quality_records_member ON quality_records (member_id, id);
CREATE UNIQUE INDEX quality_records_ref ON quality_records (member_id, ref) WHERE ref IS NOT NULL;
