// Row types: Gold, credit and quality ledgers; check-ins. Kept in step with the SQL migrations (../migrations).
import type { Generated } from 'kysely';
import type { Defaulted } from './defaulted';

/** What a gold ledger row is (migration 071): rankings and awards count earnings only. */
export type GoldKind = 'earning' | 'spending' | 'refund' | 'opening';

export interface GoldRecordsTable {
  id: Generated<number>;
  member_id: number;
  change: number;
  reason: string;
  created_at: number;
  /** The member's gold after this row (migration 010). */
  balance: number;
  /** What the row is for (task:<id>, profile): unique per member, so one cause is credited once. */
  ref: Defaulted<string | null>;
  kind: GoldKind;
}

export interface CheckinsTable {
  member_id: number;
  day: string;
  streak: number;
  reward: number;
  created_at: number;
}

/** credit_records and quality_records: a history with the balance after each row. */
export interface ScoreRecordsTable {
  id: Generated<number>;
  member_id: number;
  change: number;
  balance: number;
  reason: string;
  ref: Defaulted<string | null>;
  created_at: number;
}
