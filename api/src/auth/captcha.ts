// Picture captchas: past a number of SMS from one network address an hour, a send needs
// one solved, instead of everyone behind that address (a campus, an office NAT) being refused. The
// answer is kept hashed, bound to the address it was issued to, single use, with few tries.
import { CAPTCHA_TTL_MS, type CaptchaChallenge } from '@survey/contract';
import { create } from 'svg-captcha';
import { BusinessError, Codes } from '../codes';
import type { ApiContext } from '../context';
import { randomToken, safeEqual, sha256 } from '../crypto';

const CAPTCHA_MAX_ATTEMPTS = 3;
/** Pictures one address may ask for an hour: drawing one costs CPU, and a few per send are plenty. */
const CAPTCHAS_PER_HOUR = 100;
// No characters that read as others (0/o/O, 1/l/I); answers are compared in lower case.
const IGNORED_CHARS = '0oO1lIiqg9';

export const NETWORK_LIMIT_MESSAGE = '当前网络发送次数已达上限，请稍后再试或更换网络';

export interface CaptchaAnswer {
  captchaId?: string;
  captchaCode?: string;
}

const answerHash = (id: string, answer: string) => sha256(`captcha:${id}:${answer.trim().toLowerCase()}`);

/** A new picture for `ip`; older rows than an hour are cleared on the way (none is needed past its hour). */
export async function issueCaptcha(ctx: ApiContext, ip: string): Promise<CaptchaChallenge> {
  const now = ctx.now();
  const q = ctx.db.sql;
  await q
    .deleteFrom('captcha_challenges')
    .where('created_at', '<', now - 3600_000)
    .execute();
  const issued = await q
    .selectFrom('captcha_challenges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .executeTakeFirstOrThrow();
  if (Number(issued.n) >= CAPTCHAS_PER_HOUR) throw new BusinessError(Codes.TOO_FREQUENT, NETWORK_LIMIT_MESSAGE);
  const { text, data } = create({ size: 4, noise: 2, width: 120, height: 44, fontSize: 48, ignoreChars: IGNORED_CHARS, color: true });
  const captchaId = randomToken(16);
  const expiresAt = now + CAPTCHA_TTL_MS;
  await q
    .insertInto('captcha_challenges')
    .values({ id: captchaId, answer_hash: answerHash(captchaId, text), ip, created_at: now, expires_at: expiresAt })
    .execute();
  return { captchaId, svg: data, expiresAt };
}

/**
 * Uses up the captcha if `answer` solves it, from the address it was issued to; code 1018 otherwise.
 * Every try is counted before the answer is compared, in its own statement (it stays counted whatever
 * the caller does next), so a captcha takes at most three guesses, however many arrive at once.
 */
export async function consumeCaptcha(ctx: ApiContext, ip: string, { captchaId, captchaCode }: CaptchaAnswer): Promise<void> {
  if (!captchaId || !captchaCode) throw new BusinessError(Codes.CAPTCHA_INVALID);
  const now = ctx.now();
  const q = ctx.db.sql;
  const tried = await q
    .updateTable('captcha_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', captchaId)
    .where('ip', '=', ip)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', CAPTCHA_MAX_ATTEMPTS)
    .returning(['answer_hash'])
    .executeTakeFirst();
  if (!tried || !safeEqual(tried.answer_hash, answerHash(captchaId, captchaCode))) throw new BusinessError(Codes.CAPTCHA_INVALID);
  // Two requests with the right answer at once: one of them uses it.
  const used = await q
    .updateTable('captcha_challenges')
    .set({ used_at: now })
    .where('id', '=', captchaId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw new BusinessError(Codes.CAPTCHA_INVALID);
}
