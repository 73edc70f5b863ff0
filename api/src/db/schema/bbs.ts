// Row types: discussion groups' sections, responses, attachments and votes (040). Kept in step with the SQL migrations.
import type { Generated } from 'kysely';
import type { Defaulted } from './defaulted';

export interface FocusSectionsTable {
  id: Generated<number>;
  task_id: number;
  title: string;
  sort: Defaulted<number>;
}

export interface FocusResponsesTable {
  id: Generated<number>;
  task_id: number;
  topic_id: number;
  member_id: number;
  /** The response this one follows up. */
  parent_id: Defaulted<number | null>;
  content: string;
  tag: Defaulted<string>;
  created_at: number;
  updated_at: number;
  deleted: Defaulted<boolean>;
}

export interface FocusAttachmentsTable {
  id: Generated<number>;
  task_id: number;
  topic_id: number;
  member_id: number;
  response_id: Defaulted<number | null>;
  oss_key: string;
  /** Migration 091: the uploaded file's own name, sanitized ('' before it was kept). */
  original_name: Defaulted<string>;
  content_type: string;
  size: number;
  created_at: number;
  removed: Defaulted<boolean>;
}

export interface FocusVoteOptionsTable {
  id: Generated<number>;
  topic_id: number;
  title: string;
  sort: Defaulted<number>;
}

export interface FocusVotesTable {
  topic_id: number;
  member_id: number;
  option_id: number;
  created_at: number;
}
