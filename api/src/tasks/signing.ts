// HMAC-SHA256 with each supplier's own secret: the platform signs the hand-off it sends a member
// with, the supplier signs the result it sends the member back with. Compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface HandoffFields {
  sp: string;
  poll: number;
  h: string;
  uid: string;
  tid: string;
  ts: number;
}

export interface ResultFields {
  sp: string;
  /** The member's member code. */
  mid: string;
  /** The task's hash id. */
  tid: string;
  state: number;
  nonce: string;
  ts: number;
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

export const signHandoff = (secret: string, f: HandoffFields) => hmac(secret, ['handoff', f.sp, f.poll, f.h, f.uid, f.tid, f.ts].join('|'));

/** Over member, task, outcome, nonce and time (and the supplier, so one supplier's result is no other's). */
export const signResult = (secret: string, f: ResultFields) =>
  hmac(secret, ['result', f.sp, f.mid, f.tid, f.state, f.nonce, f.ts].join('|'));

/** Whether two hex signatures are equal, without leaking where they differ. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}
