import type { RetryAfter, SmsProof, SmsScene } from '@survey/contract';
import { sql } from 'kysely';
import { BusinessError, Codes } from '../codes';
import type { ApiContext } from '../context';
import { randomDigits, randomToken, safeEqual, sha256 } from '../crypto';
import { deliverSms } from '../providers/deliver';
import { spendSmsChallenge } from './sms-challenge';
import { keepDemoSms } from './dev-sms-inbox';
import { LIMITS, countAttempt } from '../security/rate-limit';
import { secondsUntil } from '../lib/retry-after';

const SMS_TTL_MS = 5 * 60_000;
const SMS_MAX_ATTEMPTS = 5;

export const NETWORK_LIMIT_MESSAGE = '当前网络发送次数已达上限，请稍后再试或更换网络';
/** What a member sees when the site's SMS budget for the hour is spent (the operator is alerted by the log). */
export const BUDGET_MESSAGE = '短信发送量已达本小时上限，请稍后再试';

const codeHash = (mobile: string, scene: string, code: string) => sha256(`${mobile}:${scene}:${code}`);

/**
 * Who asks for a code: a visitor, with the check they solved after an answer 1017 if any, or a
 * signed-in member (known to the server, limited per member and mobile: never asked for a check).
 */
export type SmsRequester = { proof?: SmsProof } | 'member';

/**
 * Sends an SMS for `scene`, within the per-mobile limits (code 1004 beyond them). Per network address,
 * the first sends of the hour go out as asked; past that a visitor must solve a check for each
 * (1017 asks for one, sms-challenge.ts), and only the hard limit refuses, in words that do not blame the member: many
 * people may share the address. When the flow cannot succeed for this mobile (`notice` says why:
 * registering a registered mobile, resetting an unknown one) the SMS carries that notice instead of a
 * code, but the caller's answer and the limits are the same: the answer never tells whether a mobile
 * is registered. All sends together stay within the site's hourly budget (`globalPerHour`): past it every
 * send is refused and each refusal logs `sms-budget-exhausted` for the operator.
 */
export async function sendSmsCode(
  ctx: ApiContext,
  mobile: string,
  scene: SmsScene,
  ip: string,
  notice?: string,
  requester: SmsRequester = {},
): Promise<RetryAfter> {
  const now = ctx.now();
  const hourAgo = now - 3600_000;
  const { mobileIntervalSeconds, mobilePerHour, ipPerHourWithoutCaptcha, ipPerHour, globalPerHour } = ctx.smsLimits;
  // Checked before the transaction, in statements of its own: a wrong answer stays counted.
  const solved = requester !== 'member' && requester.proof !== undefined;
  if (solved) await spendSmsChallenge(ctx, ip, requester.proof!);
  const code = randomDigits(6);
  // A notice has no code: its row only counts towards the limits and can never be matched.
  const hash = notice ? randomToken() : codeHash(mobile, scene, code);
  await ctx.db.tx(async ({ sql: q }) => {
    // Sends queue here (all for the budget, then per address, then per mobile): on PostgreSQL two
    // transactions would otherwise both count the same rows and both pass a limit. Always in this
    // order, so no deadlock.
    await sql`SELECT pg_advisory_xact_lock(hashtext('sms-budget'))`.execute(q);
    const all = await q
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>', hourAgo)
      .executeTakeFirstOrThrow();
    if (Number(all.n) >= globalPerHour) {
      ctx.log.error({ event: 'sms-budget-exhausted', limit: globalPerHour, sentLastHour: Number(all.n) }, 'SMS hourly budget exhausted');
      throw new BusinessError(Codes.TOO_FREQUENT, BUDGET_MESSAGE);
    }
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`sms-ip:${ip}`}))`.execute(q);
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`.execute(q);
    const byMobile = await q
      .selectFrom('sms_codes')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('first'), eb.fn.max('created_at').as('last')])
      .where('mobile', '=', mobile)
      .where('created_at', '>', hourAgo)
      .executeTakeFirstOrThrow();
    // Any scene's code starts the wait (a sign-up's code blocks the first password's for a minute): the
    // answer says how long is left, so the form counts down instead of refusing without a number.
    if (byMobile.last !== null && now - Number(byMobile.last) < mobileIntervalSeconds * 1000) {
      throw new BusinessError(Codes.TOO_FREQUENT, undefined, secondsUntil(Number(byMobile.last) + mobileIntervalSeconds * 1000, now));
    }
    if (byMobile.n >= mobilePerHour) {
      throw new BusinessError(
        Codes.TOO_FREQUENT,
        '该手机号发送次数过多，请一小时后再试',
        secondsUntil(Number(byMobile.first) + 3600_000, now),
      );
    }
    const byIp = await q
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', hourAgo)
      .executeTakeFirstOrThrow();
    if (byIp.n >= ipPerHour) throw new BusinessError(Codes.TOO_FREQUENT, NETWORK_LIMIT_MESSAGE);
    if (byIp.n >= ipPerHourWithoutCaptcha && requester !== 'member' && !solved) throw new BusinessError(Codes.CAPTCHA_REQUIRED);
    // A new code replaces any earlier unused one of the same scene.
    await q
      .updateTable('sms_codes')
      .set({ used_at: now })
      .where('mobile', '=', mobile)
      .where('scene', '=', scene)
      .where('used_at', 'is', null)
      .execute();
    await q
      .insertInto('sms_codes')
      .values({ mobile, scene, code_hash: hash, ip, created_at: now, expires_at: now + SMS_TTL_MS })
      .execute();
  });
  if (ctx.demo) {
    await keepDemoSms(ctx, mobile, notice ? null : { code, scene, sentAt: now });
    const text = notice ? `notice: ${notice}` : `code: ${code}`;
    ctx.log.info({ sms: { mobile, scene, ...(notice ? { notice } : { code }) } }, `demo SMS for ${mobile} (${scene}) ${text}`);
  } else {
    await deliverSms(ctx, mobile, notice ? `notice:${scene}` : `code:${scene}`, notice ? [notice] : [code, String(SMS_TTL_MS / 60_000)]);
  }
  return { retryAfter: mobileIntervalSeconds };
}

/**
 * Consumes a valid code of one of `scenes`; code 1002 otherwise. Every try is counted before the code
 * is compared, atomically: per mobile and per client address (1004 past the limit, even for the right
 * code), and per code, which five wrong tries burn.
 */
export async function consumeSmsCode(ctx: ApiContext, mobile: string, scenes: SmsScene[], code: string, ip: string): Promise<void> {
  const now = ctx.now();
  const q = ctx.db.sql;
  const attempt = await countAttempt(ctx.db, now, [
    [LIMITS.smsVerifyPerMobile, mobile],
    [LIMITS.smsVerifyPerAddress, ip],
  ]);
  if (!attempt.allowed) throw new BusinessError(Codes.TOO_FREQUENT, '验证码错误次数过多，请稍后再试');
  // Only the tries this statement counted may compare: a burst cannot exceed a code's attempts.
  const rows = await q
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('mobile', '=', mobile)
    .where('scene', 'in', scenes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', SMS_MAX_ATTEMPTS)
    .returning(['id', 'scene', 'code_hash', 'attempts'])
    .execute();
  for (const row of rows) {
    if (!safeEqual(row.code_hash, codeHash(mobile, row.scene, code))) continue;
    const used = await q
      .updateTable('sms_codes')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (used) {
      await attempt.succeeded();
      return;
    }
  }
  const burnt = rows.filter((row) => row.attempts >= SMS_MAX_ATTEMPTS).map((row) => row.id);
  if (burnt.length) {
    await q.updateTable('sms_codes').set({ used_at: now }).where('id', 'in', burnt).where('used_at', 'is', null).execute();
  }
  throw new BusinessError(Codes.SMS_CODE_INVALID);
}
