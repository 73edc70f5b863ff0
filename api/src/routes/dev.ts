import type { FastifyInstance } from 'fastify';
import { ApiError, Codes, invalid } from '../codes';
import type { Ctx } from '../context';
import { randomToken, sha256 } from '../crypto';
import { memberByMobile, ok } from '../services';
import { MOBILE_RE, body, query, str } from '../validate';
import { safeRedirectPath } from '../auth/oauth-state';
import { PROVIDER_NAMES, isProvider } from '../auth/providers';

export const DEMO_MOBILE = '13800138000';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, inner: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title>
<style>
body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;margin:0;padding:40px 16px;color:#333}
.card{max-width:360px;margin:0 auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08);text-align:center}
h1{font-size:20px;margin:0 0 12px}p{color:#666;font-size:14px;line-height:1.6}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ddd;border-radius:6px;font-size:15px;margin:8px 0 16px}
button{width:100%;padding:12px;border:0;border-radius:6px;background:#1aad19;color:#fff;font-size:16px;cursor:pointer}
.tip{font-size:12px;color:#999;margin-top:16px}
</style></head><body><div class="card">${inner}</div></body></html>`;

/** Demo-only helpers: SMS inbox, QR code confirmation and a stand-in OAuth provider. */
export function registerDevRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  api.get('/dev/sms', async (req) => {
    const mobile = str(query(req.query), 'mobile', '手机号', { max: 11 });
    if (!MOBILE_RE.test(mobile)) throw invalid('手机号格式不正确');
    const sms = ctx.smsInbox.get(mobile);
    if (!sms) throw new ApiError(Codes.NOT_FOUND, '该手机号没有验证码');
    return ok(sms);
  });

  api.get('/dev/qrcode/scan', async (req, reply) => {
    const qrId = str(query(req.query), 'qrId', '二维码编号', { max: 64 });
    reply.type('text/html; charset=utf-8');
    const rows = await db.query(
      "UPDATE qr_logins SET status = 'scanned' WHERE qr_id = $1 AND status IN ('waiting', 'scanned') AND expires_at > $2 RETURNING qr_id",
      [qrId, ctx.now()],
    );
    if (!rows.length) return page('二维码已过期', '<h1>二维码已过期</h1><p>请回到电脑上刷新二维码后重新扫描。</p>');
    const demo = await memberByMobile(db, DEMO_MOBILE);
    const who = demo ? `${esc(demo.nickname)}（${esc(demo.mobile.slice(0, 3))}****${esc(demo.mobile.slice(7))}）` : '演示会员';
    return page(
      '确认登录',
      `<h1>确认登录</h1><p>将以 <b>${who}</b> 的身份登录电脑端网页。</p>
<form method="get" action="/api/dev/qrcode/approve"><input type="hidden" name="qrId" value="${esc(qrId)}">
<button type="submit">确认登录</button></form><p class="tip">模拟手机扫码（仅演示模式）</p>`,
    );
  });

  async function confirmQr(qrId: string, mobile: string): Promise<void> {
    if (!MOBILE_RE.test(mobile)) throw invalid('手机号格式不正确');
    const member = await memberByMobile(db, mobile);
    if (!member) throw new ApiError(Codes.MOBILE_NOT_REGISTERED);
    const rows = await db.query(
      `UPDATE qr_logins SET status = 'confirmed', member_id = $2
       WHERE qr_id = $1 AND status IN ('waiting', 'scanned') AND expires_at > $3 RETURNING qr_id`,
      [qrId, member.id, ctx.now()],
    );
    if (!rows.length) throw new ApiError(Codes.QRCODE_EXPIRED);
  }

  // For curl and scripts: JSON in, envelope out.
  api.post('/dev/qrcode/confirm', async (req) => {
    const b = body(req.body);
    const qrId = str(b, 'qrId', '二维码编号', { max: 64 });
    await confirmQr(qrId, str(b, 'mobile', '手机号', { max: 11, optional: true }) || DEMO_MOBILE);
    return ok(null);
  });

  // For the scan page's button: a plain form, so it works under the site's script-src 'self' CSP.
  api.get('/dev/qrcode/approve', async (req, reply) => {
    const qrId = str(query(req.query), 'qrId', '二维码编号', { max: 64 });
    reply.type('text/html; charset=utf-8');
    try {
      await confirmQr(qrId, DEMO_MOBILE);
      return page('已确认登录', '<h1>已确认</h1><p>已确认，请在电脑上继续。</p>');
    } catch (error) {
      return page('确认失败', `<h1>确认失败</h1><p>${esc(error instanceof Error ? error.message : '二维码已过期')}</p>`);
    }
  });

  api.get<{ Params: { provider: string } }>('/dev/oauth/:provider/authorize', async (req, reply) => {
    const { provider } = req.params;
    if (!isProvider(provider)) throw new ApiError(Codes.NOT_FOUND, '未知的第三方平台');
    const q = query(req.query);
    const redirect = str(q, 'redirect_uri', '回调地址', { max: 200 });
    const state = str(q, 'state', 'state', { max: 128 });
    if (!safeRedirectPath(redirect)) throw invalid('回调地址不正确');
    const name = PROVIDER_NAMES[provider];
    reply.type('text/html; charset=utf-8');
    return page(
      `模拟${name}授权`,
      `<h1>模拟${esc(name)}授权</h1><p>问卷社区 申请获取你的${esc(name)}昵称和头像。</p>
<form method="get" action="/api/dev/oauth/${provider}/approve">
<input type="hidden" name="redirect_uri" value="${esc(redirect)}"><input type="hidden" name="state" value="${esc(state)}">
<label>${esc(name)}昵称<input name="nickname" maxlength="20" value="${esc(name)}用户"></label>
<button type="submit">同意授权</button></form>
<p class="tip">这是演示模式下的模拟授权页，同一昵称对应同一个${esc(name)}账号。</p>`,
    );
  });

  api.get<{ Params: { provider: string } }>('/dev/oauth/:provider/approve', async (req, reply) => {
    const { provider } = req.params;
    if (!isProvider(provider)) throw new ApiError(Codes.NOT_FOUND, '未知的第三方平台');
    const q = query(req.query);
    const redirect = str(q, 'redirect_uri', '回调地址', { max: 200 });
    const state = str(q, 'state', 'state', { max: 128 });
    const nickname = str(q, 'nickname', '昵称', { max: 20 }).trim();
    if (!safeRedirectPath(redirect)) throw invalid('回调地址不正确');
    if (!nickname || /[<>\u0000-\u001f]/.test(nickname)) throw invalid('昵称格式不正确');
    const code = randomToken(16);
    await db.query(
      'INSERT INTO oauth_codes (code, provider, openid, nickname, avatar, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [code, provider, `demo_${sha256(`${provider}:${nickname}`).slice(0, 24)}`, nickname, '', ctx.now() + 5 * 60_000],
    );
    const param = provider === 'alipay' ? 'auth_code' : 'code';
    return reply.redirect(`${redirect}?${param}=${code}&state=${encodeURIComponent(state)}`, 302);
  });
}
