// Row types: payout and delivery details — identity, Alipay account, delivery address, regions. Kept in step with the SQL migrations (../migrations).
import type { Generated } from 'kysely';
import type { Defaulted } from './defaulted';

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
  id: Generated<number>;
  member_id: number;
  name: string;
  mobile: string;
  province_id: number;
  city_id: number;
  district_id: number;
  address: string;
  updated_at: number;
  /** The address the redeem flow pre-fills and ships to: one a member (migration 102). */
  is_default: Defaulted<boolean>;
}
