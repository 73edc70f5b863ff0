-- The task hall lists open tasks first: the tasks still running (status 0) are a few among the
-- thousands that ran before, found here without reading the others.
CREATE INDEX IF NOT EXISTS tasks_open ON tasks (id) WHERE status = 0;
