-- The member's read paths at a million members (docs/deploy.md, "Scale"): each query finds its rows
-- through an index.

-- Joins started and not finished (state 0, finished_at null): the home page's unfinished task and the
-- check for abandoned starts read only these, a handful per member among thousands of finished ones.
CREATE INDEX IF NOT EXISTS task_joins_open ON task_joins (member_id, created_at) WHERE state = 0 AND finished_at IS NULL;

-- The new-message flag looks for one unread message of the member.
CREATE INDEX IF NOT EXISTS messages_unread ON messages (member_id, id) WHERE NOT read;
