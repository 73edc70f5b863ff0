// Email verification codes: one live code per member, 10 minutes, five wrong tries burn it. In demo
// mode the mail lands in an inbox the dev call reads (like the SMS one); otherwise the configured mail
// sender sends it (src/providers).
import type { RetryAfter } from '@survey/contract';
import { BusinessError, Codes } from '../codes';
import { secondsUntil } from '../lib/retry-after';
import type { ApiContext } from '../context';
import { randomDigits, randomToken, safeEqual, sha256 } from '../crypto';
import { deliverEmail } from '../providers/deliver';

const EMAIL_TTL_MS = 10 * 60_000;
const EMAIL_INTERVAL_MS = 60_000;
const EMAIL_MAX_ATTEMPTS = 5;

export interface DemoMail {
  code: string;
  sentAt: number;
}

/** The demo inbox of each running server (kept beside the context, not in it: only this module fills it). */
const inboxes = new WeakMap<ApiContext, Map<string, DemoMail>>();
export const demoMailbox = (ctx: ApiContext): Map<string, DemoMail> => {
  let inbox = inboxes.get(ctx);
  if (!inbox) inboxes.set(ctx, (inbox = new Map()));
  return inbox;
};

const codeHash = (memberId: number, email: string, code: string) => sha256(`${memberId}:${email}:${code}`);

/**
 * Mails a code to `email` for the member. When the change cannot succeed (`notice` says why: the address
 * is another member's) the mail carries the notice instead, but the row, the limits and the caller's
 * answer are the same: the answer never tells whether an address is taken.
 */
export async function sendEmailCode(ctx: ApiContext, memberId: number, email: string, notice?: string): Promise<RetryAfter> {
  const now = ctx.now();
  const last = await ctx.db.sql
    .selectFrom('email_codes')
    .select('created_at')
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (last && now - last.created_at < EMAIL_INTERVAL_MS) {
    throw new BusinessError(Codes.TOO_FREQUENT, undefined, secondsUntil(last.created_at + EMAIL_INTERVAL_MS, now));
  }
  const code = randomDigits(6);
  // A notice has no code: its row can never be matched.
  const hash = notice ? randomToken() : codeHash(memberId, email, code);
  await ctx.db.tx(async ({ sql: q }) => {
    await q.updateTable('email_codes').set({ used_at: now }).where('member_id', '=', memberId).where('used_at', 'is', null).execute();
    await q
      .insertInto('email_codes')
      .values({ member_id: memberId, email, code_hash: hash, created_at: now, expires_at: now + EMAIL_TTL_MS })
      .execute();
  });
  if (ctx.demo && notice) {
    demoMailbox(ctx).delete(email);
    ctx.log.info({ email: { to: email, notice } }, `demo mail for ${email} notice: ${notice}`);
  } else if (ctx.demo) {
    demoMailbox(ctx).set(email, { code, sentAt: now });
    ctx.log.info({ email: { to: email, code } }, `demo mail for ${email} code: ${code}`);
  } else {
    const text = notice ?? `您的邮箱验证码为 ${code}，${EMAIL_TTL_MS / 60_000} 分钟内有效。`;
    await deliverEmail(ctx, { to: email, subject: '邮箱验证', text: `${text}\n\n如非本人操作，请忽略本邮件。` });
  }
  return { retryAfter: EMAIL_INTERVAL_MS / 1000 };
}

/** Uses the member's live code for `email`; 1002 when it is wrong, expired, used or burnt. */
export async function consumeEmailCode(ctx: ApiContext, memberId: number, email: string, code: string): Promise<void> {
  const now = ctx.now();
  const row = await ctx.db.sql
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('member_id', '=', memberId)
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', EMAIL_MAX_ATTEMPTS)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
  if (!row || !safeEqual(row.code_hash, codeHash(memberId, email, code))) throw new BusinessError(Codes.SMS_CODE_INVALID);
  const used = await ctx.db.sql
    .updateTable('email_codes')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw new BusinessError(Codes.SMS_CODE_INVALID);
}
