// Row types: Exchange: products, orders, vouchers, identity and delivery. Kept in step with the SQL migrations (../migrations).
import type { Generated } from 'kysely';
import type { Defaulted } from './defaulted';

export interface BenefitsTable {
  id: Generated<number>;
  name: string;
  type: number;
  image: Defaulted<string>;
  price: number;
  market_price_fen: number;
  stock: number;
  exchanged: Defaulted<number>;
  tags: Defaulted<string>;
  sort: Defaulted<number>;
  description: Defaulted<string>;
  /** Picture URLs, one per line. */
  images: Defaulted<string>;
  delivery_note: Defaulted<string>;
  /** 0: no limit. */
  per_member_limit: Defaulted<number>;
  on_sale: Defaulted<boolean>;
  /** 'code' | 'card' | 'topup' for virtual products, else ''. */
  virtual_kind: Defaulted<string>;
}

export interface RegionsTable {
  id: number;
  parent_id: number;
  name: string;
  sort: Defaulted<number>;
}

export interface IdentitiesTable {
  member_id: number;
  name: string;
  id_number_masked: string;
  /** Keyed hash of the whole number: one ID number verifies one account. */
  id_number_hash: string;
  /** When it was submitted (and, once valid, verified). */
  verified_at: number;
  /** 0 pending review, 1 valid, 2 invalid (migration 081). */
  audit_status: Defaulted<number>;
  /** Why it is invalid; '' otherwise. */
  audit_reason: Defaulted<string>;
}

export interface AlipayAccountsTable {
  member_id: number;
  account: string;
  name: string;
  updated_at: number;
}

export interface ConsigneesTable {
  member_id: number;
  name: string;
  mobile: string;
  province_id: number;
  city_id: number;
  district_id: number;
  address: string;
  updated_at: number;
}

export interface ExchangeOrdersTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  idem_key: string;
  benefit_id: number;
  benefit_name: string;
  type: number;
  image: Defaulted<string>;
  price: number;
  deduction: Defaulted<number>;
  paid: number;
  coupon_id: Defaulted<number | null>;
  state: number;
  destination: Defaulted<string>;
  destination_masked: Defaulted<string>;
  code: Defaulted<string>;
  tracking: Defaulted<string>;
  note: Defaulted<string>;
  created_at: number;
  updated_at: number;
}

export interface ExchangeOrderEventsTable {
  id: Generated<number>;
  order_id: number;
  state: number;
  note: Defaulted<string>;
  actor: string;
  created_at: number;
}

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
