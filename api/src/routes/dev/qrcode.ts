import type { FastifyInstance } from 'fastify';
import { getDevQrcodeApprove, getDevQrcodeScan, postDevQrcodeConfirm } from '@survey/contract';
import { route } from '../../http/route';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { maskMobile } from '../../lib/mobile';
import { memberByMobile } from '../../account/members';
import { advanceQrLogin } from '../../auth/qr-logins';
import { esc, htmlPage } from './html-page';

export const DEMO_MOBILE = '13800138000';

/** Stands in for the phone app: scanning the QR code and confirming the sign-in. */
export function registerDevQrcodeRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getDevQrcodeScan, async (req, _me, reply) => {
    const { qrId } = req.query;
    reply.type('text/html; charset=utf-8');
    const scanned = await advanceQrLogin(db, qrId, ctx.now(), { status: 'scanned' });
    if (!scanned) return htmlPage('二维码已过期', '<h1>二维码已过期</h1><p>请回到电脑上刷新二维码后重新扫描。</p>');
    const demo = await memberByMobile(db, DEMO_MOBILE);
    const who = demo ? `${esc(demo.nickname)}（${esc(maskMobile(demo.mobile))}）` : '演示会员';
    return htmlPage(
      '确认登录',
      `<h1>确认登录</h1><p>将以 <b>${who}</b> 的身份登录电脑端网页。</p>
<form method="get" action="/api/dev/qrcode/approve"><input type="hidden" name="qrId" value="${esc(qrId)}">
<button type="submit">确认登录</button></form><p class="tip">模拟手机扫码（仅演示模式）</p>`,
    );
  });

  async function confirmQr(qrId: string, mobile: string): Promise<void> {
    const member = await memberByMobile(db, mobile);
    if (!member) throw new BusinessError(Codes.MOBILE_NOT_REGISTERED);
    const confirmed = await advanceQrLogin(db, qrId, ctx.now(), { status: 'confirmed', member_id: member.id });
    if (!confirmed) throw new BusinessError(Codes.QRCODE_EXPIRED);
  }

  // For curl and scripts: JSON in, envelope out.
  route(api, ctx, postDevQrcodeConfirm, async (req) => {
    await confirmQr(req.body.qrId, req.body.mobile ?? DEMO_MOBILE);
    return null;
  });

  // For the scan page's button: a plain form, so it works under the site's script-src 'self' CSP.
  route(api, ctx, getDevQrcodeApprove, async (req, _me, reply) => {
    reply.type('text/html; charset=utf-8');
    try {
      await confirmQr(req.query.qrId, DEMO_MOBILE);
      return htmlPage('已确认登录', '<h1>已确认</h1><p>已确认，请在电脑上继续。</p>');
    } catch (error) {
      return htmlPage('确认失败', `<h1>确认失败</h1><p>${esc(error instanceof Error ? error.message : '二维码已过期')}</p>`);
    }
  });
}
