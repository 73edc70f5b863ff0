// Row types: polls (our own questionnaires) and the answers to the personal questionnaire (member_profiles). Kept in step with the SQL migrations (../migrations).
import type { Defaulted } from './defaulted';

export interface PollsTable {
  id: number;
  title: string;
  intro: Defaulted<string>;
  min_seconds: Defaulted<number>;
  /** JSON: [{ id, title, kind, options: [{ id, label, screen? }] }]. */
  questions: string;
}

export interface MemberProfilesTable {
  member_id: number;
  section: string;
  /** JSON: { question: [options] }. */
  answers: string;
  updated_at: number;
}
