// Row types: the member account (030, 073) — email codes, step-up tickets, check-ins.
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

export interface CheckinsTable {
  member_id: number;
  day: string;
  streak: number;
  reward: number;
  created_at: number;
}
