// Row types: help and feedback — the member's questions, support's replies, the help centre (030). Kept in step with the SQL migrations (../migrations).
import type { Generated } from 'kysely';
import type { Defaulted } from './defaulted';

export interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  category: string;
  content: string;
  /** JSON array of object keys. */
  images: Defaulted<string>;
  state: Defaulted<number>;
  created_at: number;
  updated_at: number;
}

export interface FeedbackRepliesTable {
  id: Generated<number>;
  feedback_id: number;
  author: 'member' | 'support';
  content: string;
  created_at: number;
}

export interface HelpCategoriesTable {
  id: number;
  parent_id: number | null;
  name: string;
  sort: Defaulted<number>;
}

export interface HelpQuestionsTable {
  id: Generated<number>;
  category_id: number;
  title: string;
  content: string;
  sort: Defaulted<number>;
}
