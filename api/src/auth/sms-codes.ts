import type { SmsScene } from '@survey/contract';
import { sql } from 'kysely';
import { ApiError, Codes } from '../codes';
import type { Ctx } from '../context';
import { randomDigits, safeEqual, sha256 } from '../crypto';
import { maskMobile } from '../lib/mobile';

const SMS_TTL_MS = 5 * 60_000;
const SMS_MAX_ATTEMPTS = 5;

const codeHash = (mobile: string, scene: string, code: string) => sha256(`${mobile}:${scene}:${code}`);

/** Issues a 6-digit code for `scene`, within the per-mobile and per-IP limits (code 1004 beyond them). */
export async function sendSmsCode(ctx: Ctx, mobile: string, scene: SmsScene, ip: string): Promise<void> {
  const now = ctx.now();
  const hourAgo = now - 3600_000;
  const { mobileIntervalSeconds, mobilePerHour, ipPerHour } = ctx.smsLimits;
  const code = randomDigits(6);
  await ctx.db.tx(async ({ sql: q }) => {
    // Two sends to one mobile at once must not both pass the interval check.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`.execute(q);
    const byMobile = await q
      .selectFrom('sms_codes')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('last')])
      .where('mobile', '=', mobile)
      .where('created_at', '>', hourAgo)
      .executeTakeFirstOrThrow();
    if (byMobile.last !== null && now - Number(byMobile.last) < mobileIntervalSeconds * 1000) {
      throw new ApiError(Codes.TOO_FREQUENT);
    }
    if (byMobile.n >= mobilePerHour) throw new ApiError(Codes.TOO_FREQUENT, '该手机号发送次数过多，请一小时后再试');
    const byIp = await q
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', hourAgo)
      .executeTakeFirstOrThrow();
    if (byIp.n >= ipPerHour) throw new ApiError(Codes.TOO_FREQUENT);
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
      .values({ mobile, scene, code_hash: codeHash(mobile, scene, code), ip, created_at: now, expires_at: now + SMS_TTL_MS })
      .execute();
  });
  if (ctx.demo) {
    ctx.smsInbox.set(mobile, { code, scene, sentAt: now });
    ctx.log.info({ sms: { mobile, scene, code } }, `demo SMS code for ${mobile} (${scene}): ${code}`);
  } else {
    ctx.log.info({ sms: { mobile: maskMobile(mobile), scene } }, 'SMS code issued (no SMS gateway configured)');
  }
}

/** Consumes a valid code of one of `scenes`; code 1002 otherwise. Five wrong tries burn the code. */
export async function consumeSmsCode(ctx: Ctx, mobile: string, scenes: SmsScene[], code: string): Promise<void> {
  const now = ctx.now();
  const q = ctx.db.sql;
  const rows = await q
    .selectFrom('sms_codes')
    .select(['id', 'scene', 'code_hash'])
    .where('mobile', '=', mobile)
    .where('scene', 'in', scenes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  for (const row of rows) {
    if (safeEqual(row.code_hash, codeHash(mobile, row.scene, code))) {
      const used = await q
        .updateTable('sms_codes')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (used) return;
    }
  }
  for (const row of rows) {
    await q
      .updateTable('sms_codes')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        used_at: eb.case().when('attempts', '>=', SMS_MAX_ATTEMPTS - 1).then(now).else(eb.ref('used_at')).end(),
      }))
      .where('id', '=', row.id)
      .execute();
  }
  throw new ApiError(Codes.SMS_CODE_INVALID);
}
