// Row types: exchange — products and orders. Kept in step with the SQL migrations (../migrations).
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
  /** What the member's credit right took off the price (exchange/pricing.ts). */
  member_discount: Defaulted<number>;
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
