// QR code sign-in: the site shows a code, the app scans and confirms it, the site polls until then.
import type { FastifyInstance } from 'fastify';
import { getQrcodeCheck, getQrcodeLogin } from '@survey/contract';
import { ApiError, Codes } from '../../codes';
import type { Ctx } from '../../context';
import { randomToken } from '../../crypto';
import { Answer, route } from '../../http/route';
import { publicOrigin } from '../../lib/public-origin';
import { loginResult } from '../../auth/sessions';
import { memberById } from '../../account/members';

const QR_TTL_MS = 2 * 60_000;

export function registerQrcodeRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  route(api, getQrcodeLogin, async (req) => {
    const now = ctx.now();
    const qrId = randomToken(16);
    const expiresAt = now + QR_TTL_MS;
    await db.sql
      .deleteFrom('qr_logins')
      .where('expires_at', '<', now - 3600_000)
      .execute();
    await db.sql.insertInto('qr_logins').values({ qr_id: qrId, status: 'waiting', created_at: now, expires_at: expiresAt }).execute();
    // In demo mode a phone's camera opens this API's stand-in for the app's confirmation screen.
    const content = ctx.demo
      ? `${publicOrigin(ctx.siteOrigin, req)}/api/dev/qrcode/scan?qrId=${qrId}`
      : `survey-app://qrcode/login?qrId=${qrId}`;
    return { qrId, content, expiresAt };
  });

  route(api, getQrcodeCheck, async (req) => {
    const { qrId } = req.query;
    const row = await db.sql.selectFrom('qr_logins').select(['status', 'expires_at']).where('qr_id', '=', qrId).executeTakeFirst();
    if (!row || row.expires_at <= ctx.now() || row.status === 'consumed') throw new ApiError(Codes.QRCODE_EXPIRED);
    if (row.status === 'waiting' || row.status === 'scanned') {
      return new Answer(Codes.QRCODE_WAITING, '二维码等待确认', { status: row.status });
    }
    // Confirmed: the first poll to get here signs in, any later one finds it consumed.
    const used = await db.sql
      .updateTable('qr_logins')
      .set({ status: 'consumed' })
      .where('qr_id', '=', qrId)
      .where('status', '=', 'confirmed')
      .returning('member_id')
      .executeTakeFirst();
    const member = used?.member_id ? await memberById(db, used.member_id) : undefined;
    if (!member) throw new ApiError(Codes.QRCODE_EXPIRED);
    return loginResult(db, ctx, member);
  });
}
