// What makes the load run's connections look like separate members on separate machines, as real
// traffic would: the sign-in limits (attempts counted before each check, per mobile and per client
// address) would otherwise refuse most of 50 parallel sign-ins of one member from one address.
import net from 'node:net';
import type { Db } from '@survey/api';
import { hashPassword } from '@survey/api/demo';

export const LOAD_PASSWORD = 'load-run-2026';
/** The mobile of load member `i` (0-based): 135 0000 0000 onwards. */
export const loadMobile = (i: number) => `135${String(i).padStart(8, '0')}`;

/** Adds `count` members sharing one password (one scrypt hash for all). */
export async function addLoadMembers(db: Db, count: number): Promise<void> {
  const passwordHash = await hashPassword(LOAD_PASSWORD);
  const now = Date.now();
  await db.sql
    .insertInto('members')
    .values(
      Array.from({ length: count }, (_, i) => ({
        mobile: loadMobile(i),
        nickname: `压测会员${i}`,
        member_code: `L${String(i).padStart(7, '0')}`,
        invite_code: `LD${String(i).padStart(4, '0')}`,
        password_hash: passwordHash,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.column('mobile').doNothing())
    .execute();
}

/**
 * From now on every outgoing TCP connection to 127.0.0.1 of this process leaves from its own loopback
 * address, 127.0.0.2 … 127.0.0.<count+1> in turn (Linux routes all of 127/8 to the loopback). autocannon
 * has no option for it; it calls `net.connect(port, host)`.
 */
export function spreadClientAddresses(count: number): void {
  const connect = net.connect;
  let next = 0;
  const patched = (...args: unknown[]) => {
    if (typeof args[0] === 'number' && args[1] === '127.0.0.1') {
      const localAddress = `127.0.0.${2 + (next++ % count)}`;
      return connect({ port: args[0], host: args[1], localAddress });
    }
    return (connect as (...a: unknown[]) => net.Socket)(...args);
  };
  net.connect = patched as typeof net.connect;
}
