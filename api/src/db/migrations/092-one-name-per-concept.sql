-- One name per concept (docs/glossary.md): gold is "gold", not "points", and a discussion group is a
-- "group", not a "focus" topic: its tables are group_*, and the column naming the group (the group's
-- task id) is group_id. Each statement names the old table with IF EXISTS, so a database that already
-- has the new names is left as it is. The named indexes and the kind check follow their tables; primary
-- and foreign key constraints keep their generated names.
ALTER TABLE IF EXISTS point_records RENAME CONSTRAINT point_records_kind TO gold_records_kind;
ALTER INDEX IF EXISTS point_records_member RENAME TO gold_records_member;
ALTER INDEX IF EXISTS point_records_ref RENAME TO gold_records_ref;
ALTER INDEX IF EXISTS point_records_earnings RENAME TO gold_records_earnings;
ALTER TABLE IF EXISTS point_records RENAME TO gold_records;

ALTER TABLE IF EXISTS focus_members RENAME COLUMN task_id TO group_id;
ALTER TABLE IF EXISTS focus_topics RENAME COLUMN task_id TO group_id;
ALTER TABLE IF EXISTS focus_sections RENAME COLUMN task_id TO group_id;
ALTER TABLE IF EXISTS focus_responses RENAME COLUMN task_id TO group_id;
ALTER TABLE IF EXISTS focus_attachments RENAME COLUMN task_id TO group_id;
ALTER INDEX IF EXISTS focus_topics_task RENAME TO group_topics_group;
ALTER INDEX IF EXISTS focus_sections_task RENAME TO group_sections_group;
ALTER INDEX IF EXISTS focus_responses_topic RENAME TO group_responses_topic;
ALTER INDEX IF EXISTS focus_responses_member RENAME TO group_responses_member;
ALTER INDEX IF EXISTS focus_attachments_topic RENAME TO group_attachments_topic;
ALTER TABLE IF EXISTS focus_members RENAME TO group_members;
ALTER TABLE IF EXISTS focus_topics RENAME TO group_topics;
ALTER TABLE IF EXISTS focus_sections RENAME TO group_sections;
ALTER TABLE IF EXISTS focus_responses RENAME TO group_responses;
ALTER TABLE IF EXISTS focus_attachments RENAME TO group_attachments;
ALTER TABLE IF EXISTS focus_vote_options RENAME TO group_vote_options;
ALTER TABLE IF EXISTS focus_votes RENAME TO group_votes;
