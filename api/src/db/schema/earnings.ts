// Row types: gold, credit and quality ledgers. Kept in step with the SQL migrations (../migrations).
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
