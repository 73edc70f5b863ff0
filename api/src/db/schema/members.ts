// Row types: the member row and its SNS bindings. Kept in step with the SQL migrations (../migrations).
import type { Generated } from 'kysely';
import type { Defaulted } from './defaulted';

export interface MembersTable {
  id: Generated<number>;
  mobile: string;
  password_hash: Defaulted<string | null>;
  nickname: string;
  avatar: Defaulted<string>;
  member_code: string;
  email: Defaulted<string>;
  bbs_role: Defaulted<number>;
  gold: Defaulted<number>;
  /** How many gold ledger rows the member has, kept by a trigger on gold_records (migration 096). */
  gold_rows: Defaulted<number>;
  credit: Defaulted<number>;
  quality: Defaulted<number>;
  invite_code: string;
  invited_by: Defaulted<number | null>;
  created_at: number;
}

export interface SnsBindingsTable {
  id: Generated<number>;
  member_id: number;
  provider: string;
  openid: string;
  nickname: Defaulted<string>;
  created_at: number;
}
