// Guessing limits (passwords, SMS codes, old passwords): every attempt is counted in the database,
// atomically and BEFORE the secret is checked, so a burst of parallel guesses is evaluated at most
// `max` times, however many API processes share the database, and a restart forgets nothing.
// A success gives its attempt back: what stays counted are the failures of the window.
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db';

export interface Limit {
  /** Names the counter, e.g. `login:mobile`; the key is `<scope>:<value>`. */
  scope: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const LIMITS = {
  /** Wrong passwords for one mobile (also locks the right one until the window ends). */
  loginPerMobile: { scope: 'login:mobile', max: 10, windowMs: 15 * MINUTE },
  /** Wrong passwords from one client address, whatever the mobile (password spraying). */
  loginPerAddress: { scope: 'login:address', max: 30, windowMs: 15 * MINUTE },
  /** Wrong SMS codes for one mobile, whatever the code (a code also burns after 5 wrong tries). */
  smsVerifyPerMobile: { scope: 'sms-verify:mobile', max: 10, windowMs: 15 * MINUTE },
  smsVerifyPerAddress: { scope: 'sms-verify:address', max: 30, windowMs: 15 * MINUTE },
  /** Wrong old passwords of one member (password change and step-up share the counter). */
  oldPasswordPerMember: { scope: 'old-password:member', max: 5, windowMs: 15 * MINUTE },
  /** Codes sent to a new mobile or email by one member (probing which addresses are taken). */
  contactCodePerMember: { scope: 'contact-code:member', max: 5, windowMs: 60 * MINUTE },
  /** Email codes sent to one address, whoever asks (the SMS sender limits each mobile itself). */
  emailCodePerAddress: { scope: 'email-code:address', max: 5, windowMs: 60 * MINUTE },
  /** Health beacons of one device (keyed by the id's SHA-256, never the id): the shell sends one every 5 s while it has events, and when a page hides. */
  beaconsPerDevice: { scope: 'beacon:device', max: 30, windowMs: MINUTE },
  /**
   * Health events from one client address an hour (counted per event, a refused beacon's too): fresh signed
   * device ids cost nothing, an address does. A browser reports a few events a page; an office or carrier
   * NAT shares the cap, and what it loses is health figures only.
   */
  beaconEventsPerAddress: { scope: 'beacon:address', max: 500, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>;

export interface Attempt {
  /** False when a counter was already at its limit: the secret must not be checked. */
  readonly allowed: boolean;
  /** After a success: the attempt no longer counts. */
  succeeded(): Promise<void>;
}

type Check = readonly [Limit, string];

/**
 * One attempt against every `[limit, value]` counter, in one statement. A counter starts its window at
 * its first attempt and starts again once the window has passed. `weight`: what this attempt counts for
 * (a beacon counts its events).
 */
export async function countAttempt(db: Db, now: number, checks: readonly Check[], weight = 1): Promise<Attempt> {
  const rows = checks.map(([limit, value]) => ({ key: `${limit.scope}:${value}`, limit }));
  const counted = await db.sql
    .insertInto('attempt_counters')
    .values(rows.map(({ key, limit }) => ({ key, window_start: now, window_ms: limit.windowMs, n: weight })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // Past its window the counter starts again at this attempt.
        n: sql<number>`CASE WHEN attempt_counters.window_start + excluded.window_ms <= ${now} THEN excluded.n ELSE attempt_counters.n + excluded.n END`,
        window_start: sql<number>`CASE WHEN attempt_counters.window_start + excluded.window_ms <= ${now} THEN ${now} ELSE attempt_counters.window_start END`,
        window_ms: sql<number>`excluded.window_ms`,
      }),
    )
    .returning(['key', 'n', 'window_start'])
    .execute();
  const allowed = rows.every(({ key, limit }) => (counted.find((c) => c.key === key)?.n ?? Infinity) <= limit.max);
  return {
    allowed,
    async succeeded() {
      for (const c of counted) {
        await db.sql
          .updateTable('attempt_counters')
          .set((eb) => ({ n: eb('n', '-', weight) }))
          .where('key', '=', c.key)
          .where('window_start', '=', c.window_start)
          .where('n', '>=', weight)
          .execute();
      }
    },
  };
}

/** Forgets counters whose window has passed. */
export async function pruneAttempts(db: Db, now: number): Promise<void> {
  await db.sql
    .deleteFrom('attempt_counters')
    .where(sql<boolean>`window_start + window_ms <= ${now}`)
    .execute();
}

/**
 * The address a per-client limit counts: IPv4 as is (also when IPv4-mapped), IPv6 by its /64,
 * the smallest block one subscriber usually holds.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip.slice(0, 64);
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  // A dotted IPv4 tail (64:ff9b::192.0.2.1) stands for two groups.
  const width = (gs: string[]) => gs.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = [...left, ...Array(Math.max(0, 8 - width(left) - width(right))).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The client address per-client limits count (IPv6 by its /64); behind the site server, the address it forwards. */
export function clientIp(req: FastifyRequest): string {
  return clientKey(req.ip || 'unknown');
}
