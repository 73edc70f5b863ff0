-- Discussion groups: sections of a group's topics, responses (with follow-ups), attachments and votes.

CREATE TABLE focus_sections (
  id serial PRIMARY KEY,
  task_id integer NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  title text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX focus_sections_task ON focus_sections (task_id, sort);

ALTER TABLE focus_topics ADD COLUMN section_id integer REFERENCES focus_sections(id) ON DELETE SET NULL;
CREATE INDEX focus_topics_task ON focus_topics (task_id, sort);

-- The host's notes on a participant (age, city, …), shown beside the member's answers.
ALTER TABLE focus_members ADD COLUMN attrs jsonb NOT NULL DEFAULT '[]';

CREATE TABLE focus_responses (
  id serial PRIMARY KEY,
  task_id integer NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  topic_id integer NOT NULL REFERENCES focus_topics(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- A follow-up (the host's question on a response, or an answer to it) points at the response it follows.
  parent_id integer REFERENCES focus_responses(id) ON DELETE CASCADE,
  content text NOT NULL,
  tag text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  deleted boolean NOT NULL DEFAULT false
);
CREATE INDEX focus_responses_topic ON focus_responses (topic_id, id);
CREATE INDEX focus_responses_member ON focus_responses (task_id, member_id);

CREATE TABLE focus_attachments (
  id serial PRIMARY KEY,
  task_id integer NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  topic_id integer NOT NULL REFERENCES focus_topics(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  response_id integer REFERENCES focus_responses(id) ON DELETE SET NULL,
  -- The object key the upload policy named (bbs/<member id>/<timestamp><1000-9999><.ext>): one attachment per object.
  oss_key text NOT NULL UNIQUE,
  content_type text NOT NULL,
  size integer NOT NULL,
  created_at bigint NOT NULL,
  removed boolean NOT NULL DEFAULT false
);
CREATE INDEX focus_attachments_topic ON focus_attachments (topic_id, id);

CREATE TABLE focus_vote_options (
  id serial PRIMARY KEY,
  topic_id integer NOT NULL REFERENCES focus_topics(id) ON DELETE CASCADE,
  title text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- One vote per member and topic; voting again moves it.
CREATE TABLE focus_votes (
  topic_id integer NOT NULL REFERENCES focus_topics(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  option_id integer NOT NULL REFERENCES focus_vote_options(id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  PRIMARY KEY (topic_id, member_id)
);
