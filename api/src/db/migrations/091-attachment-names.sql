-- The name the member's file had when uploaded (sanitized: no folders, no control characters, at most
-- 100 characters), shown instead of the storage name; '' for attachments registered before it was kept.
ALTER TABLE focus_attachments ADD COLUMN original_name text NOT NULL DEFAULT '';
