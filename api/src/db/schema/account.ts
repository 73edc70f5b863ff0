// Row types: the member account (030, 073) — email codes, step-up tickets, feedback and the help centre.
import type { Generated } from 'kysely';
import type { Defaulted } from './defaulted';

export interface EmailCodesTable {
  id: Generated<number>;
  member_id: number;
  email: string;
  code_hash: string;
  attempts: Defaulted<number>;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A one-use proof of a fresh password or mobile code (073 renamed it from mobile_change_tickets). */
export interface StepUpTicketsTable {
  token_hash: string;
  member_id: number;
  expires_at: number;
  used_at: number | null;
}

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
