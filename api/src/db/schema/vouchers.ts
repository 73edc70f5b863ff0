// Row types: the voucher zone — vouchers and their uses. Kept in step with the SQL migrations (../migrations).
import type { Generated } from 'kysely';
import type { Defaulted } from './defaulted';

export interface VouchersTable {
  id: Generated<number>;
  member_id: number;
  kind: 'card' | 'coupon';
  title: string;
  rules: Defaulted<string>;
  /** 0 usable, 1 used; expiry is read from expires_at. */
  state: Defaulted<number>;
  code: Defaulted<string>;
  face_value_fen: Defaulted<number>;
  balance_fen: Defaulted<number>;
  order_id: Defaulted<number | null>;
  deduction: Defaulted<number>;
  threshold: Defaulted<number>;
  exchange_type: Defaulted<number | null>;
  expires_at: number;
  created_at: number;
  used_at: Defaulted<number | null>;
}

export interface VoucherUsesTable {
  id: Generated<number>;
  voucher_id: number;
  value_fen: number;
  note: Defaulted<string>;
  idem_key: string;
  created_at: number;
}
