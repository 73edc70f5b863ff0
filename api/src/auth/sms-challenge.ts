// The SMS check: past a number of SMS from one network address an hour, a send needs a proof of work
// (ALTCHA's format, altcha-lib) instead of everyone behind that address (a campus, an office NAT) being
// refused. Unlike a picture, nothing in the payload says the answer: a program has to do the hashing a
// browser does, and the work grows with the address's sends this hour. Nothing needs reading or hearing.
// A challenge is signed, not stored: asking for many and solving none holds nothing, so one client
// cannot use up its neighbours' checks. Only a solved one is kept, until it expires, so it is used once.
import { SMS_CHALLENGE_TTL_MS, type SmsChallenge, type SmsProof } from '@survey/contract';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { BusinessError, Codes } from '../codes';
import type { ApiContext } from '../context';
import { hmacSha256Hex } from '../crypto';

/** The work at the threshold: the secret number is at most this (≈ 0.1–0.5 s in a phone's browser). */
const BASE_WORK = 50_000;
/** Every this many sends past the threshold, the work doubles… */
const SENDS_PER_DOUBLING = 10;
/** …up to this (a few seconds on a slow phone): past it the hourly hard limit does the rest. */
const MAX_WORK = 1_600_000;

export const CHECK_FAILED_MESSAGE = '安全验证未通过或已过期，请重试';

/** The secret the challenges are signed with, derived from the instance's token secret. */
const signingKey = (ctx: ApiContext) => hmacSha256Hex(ctx.tokenSecret, 'sms-challenge');
/** The address a challenge is bound to, as it is written in its salt (the client sees its own salt). */
const addressTag = (ctx: ApiContext, ip: string) => hmacSha256Hex(signingKey(ctx), `ip:${ip}`).slice(0, 24);

/** The work a check costs after `sent` SMS from the address this hour (`free` of them needed none). */
export function challengeWork(sent: number, free: number): number {
  const doublings = Math.floor(Math.max(0, sent - free) / SENDS_PER_DOUBLING);
  return Math.min(MAX_WORK, BASE_WORK * 2 ** Math.min(doublings, 30));
}

/** A new check for `ip`, as hard as the address's sends this hour make it. */
export async function issueSmsChallenge(ctx: ApiContext, ip: string): Promise<SmsChallenge> {
  const now = ctx.now();
  const sent = await ctx.db.sql
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', now - 3600_000)
    .executeTakeFirstOrThrow();
  // Whole seconds: the expiry is written in the salt that way.
  const expiresAt = Math.floor((now + SMS_CHALLENGE_TTL_MS) / 1000) * 1000;
  const maxnumber = challengeWork(Number(sent.n), ctx.smsLimits.ipPerHourWithoutCaptcha);
  const { challenge, salt, signature } = await createChallenge({
    hmacKey: signingKey(ctx),
    algorithm: 'SHA-256',
    maxnumber,
    expires: new Date(expiresAt),
    params: { a: addressTag(ctx, ip) },
  });
  return { algorithm: 'SHA-256', challenge, salt, maxnumber, signature, expiresAt };
}

/**
 * Uses up a solved check: signed by this server, for this address, not expired, the number hashing to
 * the challenge, and never used before; code 1017 (ask for a new one) otherwise.
 */
export async function spendSmsChallenge(ctx: ApiContext, ip: string, proof: SmsProof): Promise<void> {
  const now = ctx.now();
  const payload = { ...proof, algorithm: 'SHA-256' as const };
  const params = extractParams(payload);
  const expiresAt = Number(params.expires) * 1000;
  const valid =
    params.a === addressTag(ctx, ip) &&
    Number.isFinite(expiresAt) &&
    expiresAt > now &&
    (await verifySolution(payload, signingKey(ctx), false));
  if (!valid) throw new BusinessError(Codes.CAPTCHA_REQUIRED, CHECK_FAILED_MESSAGE);
  const q = ctx.db.sql;
  await q.deleteFrom('spent_sms_challenges').where('expires_at', '<=', now).execute();
  // Two sends with one proof at once: the key lets one of them in.
  const spent = await q
    .insertInto('spent_sms_challenges')
    .values({ challenge: proof.challenge, expires_at: expiresAt })
    .onConflict((oc) => oc.column('challenge').doNothing())
    .returning('challenge')
    .executeTakeFirst();
  if (!spent) throw new BusinessError(Codes.CAPTCHA_REQUIRED, CHECK_FAILED_MESSAGE);
}
