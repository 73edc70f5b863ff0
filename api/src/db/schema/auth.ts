// Row types: sessions and sign-in state — refresh tokens, attempt counters, SMS codes, spent SMS checks, QR and OAuth sign-ins. Kept in step with the SQL migrations (../migrations).
import type { Generated } from 'kysely';
import type { Defaulted } from './defaulted';

export interface SessionsTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string;
  refresh_hash: string;
  expires_at: number;
  refresh_expires_at: number;
  created_at: number;
}

export interface UsedRefreshTokensTable {
  refresh_hash: string;
  session_id: number;
  used_at: number;
  /** Hash of the access token presented with it ('' for rows from before migration 004). */
  token_hash: Defaulted<string>;
}

export interface AttemptCountersTable {
  key: string;
  window_start: number;
  window_ms: number;
  n: number;
}

export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  scene: string;
  code_hash: string;
  ip: string;
  attempts: Defaulted<number>;
  created_at: number;
  expires_at: number;
  used_at: Defaulted<number | null>;
}

/** A solved SMS check (migration 098), kept until it expires so it lets one send through, once. */
export interface SpentSmsChallengesTable {
  challenge: string;
  expires_at: number;
}

export interface QrLoginsTable {
  qr_id: string;
  status: string;
  member_id: Defaulted<number | null>;
  created_at: number;
  expires_at: number;
}

export interface OauthStatesTable {
  state: string;
  provider: string;
  redirect: string;
  created_at: number;
  expires_at: number;
  used_at: Defaulted<number | null>;
  /** Hash of the nonce in the cookie of the browser that started the flow. */
  browser_hash: Defaulted<string>;
}

export interface OauthCodesTable {
  code: string;
  provider: string;
  openid: string;
  nickname: string;
  avatar: Defaulted<string>;
  expires_at: number;
  used_at: Defaulted<number | null>;
}

export interface SnsTicketsTable {
  token_hash: string;
  provider: string;
  openid: string;
  nickname: string;
  avatar: Defaulted<string>;
  expires_at: number;
  used_at: Defaulted<number | null>;
}
