-- Member centre: email codes, mobile-change tickets, one-time screen messages, feedback with its
-- conversation, and the help centre's categories and articles (site content, so seeded here).

CREATE TABLE email_codes (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  email text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX email_codes_member ON email_codes (member_id, created_at);

-- Proof that the member passed the old mobile's code: the new mobile may then be verified and set.
CREATE TABLE mobile_change_tickets (
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  expires_at bigint NOT NULL,
  used_at bigint
);

-- A screen message is shown once as a dialog on entering the site; dismissing it reads it.
ALTER TABLE messages ADD COLUMN screen boolean NOT NULL DEFAULT false;

CREATE TABLE feedback (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  category text NOT NULL,
  content text NOT NULL,
  -- JSON array of object keys in the member's feedback folder
  images text NOT NULL DEFAULT '[]',
  state integer NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 5),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX feedback_member ON feedback (member_id, id);

CREATE TABLE feedback_replies (
  id serial PRIMARY KEY,
  feedback_id integer NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
  -- 'member' or 'support'
  author text NOT NULL,
  content text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX feedback_replies_feedback ON feedback_replies (feedback_id, id);

CREATE TABLE help_categories (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES help_categories(id),
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE help_questions (
  id serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES help_categories(id) ON DELETE CASCADE,
  title text NOT NULL,
  -- simple HTML, sanitized by the browser before it is shown
  content text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX help_questions_category ON help_questions (category_id, sort);

INSERT INTO help_categories (id, parent_id, name, sort) VALUES
  (21, NULL, '帮助中心', 0),
  (22, 21, '新手入门', 1),
  (23, 21, '金币与兑换', 2),
  (24, 21, '账号与安全', 3);

INSERT INTO help_questions (category_id, title, content, sort) VALUES
  (22, '如何参与问卷赚取金币？', '<p>进入<a href="/task">任务大厅</a>，选择感兴趣的问卷，认真作答并提交即可获得<b>金币</b>奖励。</p><p>被甄别（不符合样本要求）时不发放金币，但会记录在我的任务中。</p>', 1),
  (22, '为什么我被甄别了？', '<p>每份问卷都有指定的目标人群，系统会根据开头的几道题判断您是否符合条件。</p><ul><li>请如实填写个人资料</li><li>认真阅读题目后作答</li></ul>', 2),
  (23, '金币可以兑换什么？', '<p>金币可以在<a href="/exchange">兑换中心</a>兑换支付宝提现、视频会员卡和实物好礼，1000 金币约等于 10 元。</p>', 1),
  (23, '兑换后多久到账？', '<p>现金类兑换审核通过后 1-3 个工作日到账；虚拟卡券即时发放到卡券专区；实物 7 个工作日内发货。</p>', 2),
  (24, '如何修改登录密码？', '<p>进入<a href="/home/user">个人中心</a>，在“登录密码”一栏输入原密码和新密码即可。修改后其他设备需要重新登录。</p>', 1),
  (24, '更换手机号需要什么？', '<p>需要先验证原手机号的短信验证码，再验证新手机号。新手机号不能是其他会员已注册的号码。</p>', 2);
