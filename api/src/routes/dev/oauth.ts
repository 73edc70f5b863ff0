import type { FastifyInstance } from 'fastify';
import { getDevOauthApprove, getDevOauthAuthorize } from '@survey/contract';
import { route } from '../../http/route';
import { invalid } from '../../codes';
import type { ApiContext } from '../../context';
import { PROVIDER_NAMES } from '../../auth/providers';
import { esc, htmlPage } from './html-page';
import { createDemoOauthCode } from '../../auth/sns-accounts';

/** A stand-in third-party provider: a consent page, then back to the site with an authorisation code. */
export function registerDevOauthRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getDevOauthAuthorize, async (req, _me, reply) => {
    const { provider } = req.params;
    const { redirect_uri: redirect, state } = req.query;
    const name = PROVIDER_NAMES[provider];
    reply.type('text/html; charset=utf-8');
    return htmlPage(
      `模拟${name}授权`,
      `<h1>模拟${esc(name)}授权</h1><p>问卷社区 申请获取你的${esc(name)}昵称和头像。</p>
<form method="get" action="/api/dev/oauth/${provider}/approve">
<input type="hidden" name="redirect_uri" value="${esc(redirect)}"><input type="hidden" name="state" value="${esc(state)}">
<label>${esc(name)}昵称<input name="nickname" maxlength="20" value="${esc(name)}用户"></label>
<button type="submit">同意授权</button></form>
<p class="tip">这是演示模式下的模拟授权页，同一昵称对应同一个${esc(name)}账号。</p>`,
    );
  });

  route(api, ctx, getDevOauthApprove, async (req, _me, reply) => {
    const { provider } = req.params;
    const { redirect_uri: redirect, state } = req.query;
    const nickname = req.query.nickname.trim();
    if (!nickname) throw invalid('昵称不能为空');
    const code = await createDemoOauthCode(db, ctx, provider, nickname);
    const param = provider === 'alipay' ? 'auth_code' : 'code';
    return reply.redirect(`${redirect}?${param}=${code}&state=${encodeURIComponent(state)}`, 302);
  });
}
