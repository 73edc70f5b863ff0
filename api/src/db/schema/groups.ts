// Row types: discussion groups — members, topics (001), sections, responses, attachments and votes (040);
// group_id is the group's task id (tables renamed from focus_* by 092). Kept in step with the SQL migrations.
import type { ColumnType, Generated } from 'kysely';
import type { Defaulted } from './defaulted';

export interface GroupMembersTable {
  group_id: number;
  member_id: number;
  role: number;
  name: string;
  avatar: Defaulted<string>;
  /** JSON `[{ label, value }]`: the host's notes on the member (040). */
  attrs: ColumnType<{ label: string; value: string }[], string | undefined, string>;
}

export interface GroupTopicsTable {
  id: Generated<number>;
  group_id: number;
  title: string;
  content: string;
  sort: Defaulted<number>;
  created_at: number;
  /** Its section (040). */
  section_id: Defaulted<number | null>;
}

export interface GroupSectionsTable {
  id: Generated<number>;
  group_id: number;
  title: string;
  sort: Defaulted<number>;
}

export interface GroupResponsesTable {
  id: Generated<number>;
  group_id: number;
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

export interface GroupAttachmentsTable {
  id: Generated<number>;
  group_id: number;
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

export interface GroupVoteOptionsTable {
  id: Generated<number>;
  topic_id: number;
  title: string;
  sort: Defaulted<number>;
}

export interface GroupVotesTable {
  topic_id: number;
  member_id: number;
  option_id: number;
  created_at: number;
}
