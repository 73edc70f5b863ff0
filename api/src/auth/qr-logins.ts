// QR code sign-in's records: a code waits, is scanned and confirmed by the app, then consumed by one poll.
import type { Queryable } from '../db';

/** A new waiting code; codes expired over an hour ago go. */
export async function createQrLogin(q: Queryable, qrId: string, now: number, expiresAt: number): Promise<void> {
  await q.sql
    .deleteFrom('qr_logins')
    .where('expires_at', '<', now - 3600_000)
    .execute();
  await q.sql.insertInto('qr_logins').values({ qr_id: qrId, status: 'waiting', created_at: now, expires_at: expiresAt }).execute();
}

export async function qrLoginState(q: Queryable, qrId: string) {
  return q.sql.selectFrom('qr_logins').select(['status', 'expires_at']).where('qr_id', '=', qrId).executeTakeFirst();
}

/** Consumes a confirmed code: the member it signs in, for the first poll only. */
export async function consumeQrLogin(q: Queryable, qrId: string): Promise<number | null | undefined> {
  const used = await q.sql
    .updateTable('qr_logins')
    .set({ status: 'consumed' })
    .where('qr_id', '=', qrId)
    .where('status', '=', 'confirmed')
    .returning('member_id')
    .executeTakeFirst();
  return used?.member_id;
}

/** Moves a code still open (waiting or scanned) and not expired on; false when there is none. */
export async function advanceQrLogin(
  q: Queryable,
  qrId: string,
  now: number,
  next: { status: 'scanned' } | { status: 'confirmed'; member_id: number },
): Promise<boolean> {
  const moved = await q.sql
    .updateTable('qr_logins')
    .set(next)
    .where('qr_id', '=', qrId)
    .where('status', 'in', ['waiting', 'scanned'])
    .where('expires_at', '>', now)
    .returning('qr_id')
    .executeTakeFirst();
  return Boolean(moved);
}
