// What survives the round trip to a third-party provider, kept in this tab's session storage:
// the return path chosen before leaving, and the one-time ticket of an unbound account.
import type { SnsCallbackResult } from '@survey/contract';
const REDIRECT_KEY = 'mf-auth:redirect';
const TICKET_KEY = 'mf-auth:sns-ticket';

/** The provider callback's answer for an account not bound yet, less its status. */
export type SnsTicket = Omit<Extract<SnsCallbackResult, { status: 'bind' }>, 'status'>;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

export function savePendingRedirect(path: string | null): void {
  const s = store();
  if (!s) return;
  if (path) s.setItem(REDIRECT_KEY, path);
  else s.removeItem(REDIRECT_KEY);
}

/** Reads and forgets the return path (the caller still allow-lists it). */
export function takePendingRedirect(): string | null {
  const s = store();
  if (!s) return null;
  const value = s.getItem(REDIRECT_KEY);
  s.removeItem(REDIRECT_KEY);
  return value;
}

export function saveSnsTicket(ticket: SnsTicket): void {
  store()?.setItem(TICKET_KEY, JSON.stringify(ticket));
}

export function loadSnsTicket(): SnsTicket | null {
  const raw = store()?.getItem(TICKET_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SnsTicket>;
    return typeof parsed.snsToken === 'string' && parsed.snsToken
      ? { snsToken: parsed.snsToken, nickname: parsed.nickname ?? '', avatar: parsed.avatar ?? '', type: Number(parsed.type) || 0 }
      : null;
  } catch {
    return null;
  }
}

export function clearSnsTicket(): void {
  store()?.removeItem(TICKET_KEY);
}
