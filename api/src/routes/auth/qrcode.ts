// QR code sign-in: the site shows a code, the app scans and confirms it, the site polls until then.
import type { FastifyInstance } from 'fastify';
import { getQrcodeCheck, getQrcodeLogin } from '@survey/contract';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { randomToken } from '../../crypto';
import { Answer, route } from '../../http/route';
import { publicOrigin } from '../../lib/public-origin';
import { loginResult } from '../../auth/sessions';
import { memberById } from '../../account/members';
import { consumeQrLogin, createQrLogin, qrLoginState } from '../../auth/qr-logins';

const QR_TTL_MS = 2 * 60_000;

export function registerQrcodeRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getQrcodeLogin, async (req) => {
    const now = ctx.now();
    const qrId = randomToken(16);
    const expiresAt = now + QR_TTL_MS;
    await createQrLogin(db, qrId, now, expiresAt);
    // In demo mode a phone's camera opens this API's stand-in for the app's confirmation screen.
    const content = ctx.demo
      ? `${publicOrigin(ctx.siteOrigin, req)}/api/dev/qrcode/scan?qrId=${qrId}`
      : `survey-app://qrcode/login?qrId=${qrId}`;
    return { qrId, content, expiresAt };
  });

  route(api, ctx, getQrcodeCheck, async (req) => {
    const { qrId } = req.query;
    const row = await qrLoginState(db, qrId);
    if (!row || row.expires_at <= ctx.now() || row.status === 'consumed') throw new BusinessError(Codes.QRCODE_EXPIRED);
    if (row.status === 'waiting' || row.status === 'scanned') {
      return new Answer(Codes.QRCODE_WAITING, '二维码等待确认', { status: row.status });
    }
    // Confirmed: the first poll to get here signs in, any later one finds it consumed.
    const memberId = await consumeQrLogin(db, qrId);
    const member = memberId ? await memberById(db, memberId) : undefined;
    if (!member) throw new BusinessError(Codes.QRCODE_EXPIRED);
    return loginResult(db, ctx, member);
  });
}
