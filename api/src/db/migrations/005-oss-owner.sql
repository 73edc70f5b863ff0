-- An uploaded object belongs to the member its policy was signed for: quotas count by owner, only the
-- owner may sign a download of a private object, and a key once written is never written again.
ALTER TABLE oss_objects ADD COLUMN owner_id integer REFERENCES members(id) ON DELETE SET NULL;
CREATE INDEX oss_objects_owner ON oss_objects (owner_id);
