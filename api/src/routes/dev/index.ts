import type { FastifyInstance } from 'fastify';
import { getDevSms } from '@survey/contract';
import { readDemoSms } from '../../auth/dev-sms-inbox';
import { route } from '../../http/route';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { registerDevOauthRoutes } from './oauth';
import { registerDevQrcodeRoutes } from './qrcode';

/** Demo-only helpers: SMS inbox, QR code confirmation and a stand-in OAuth provider. */
export function registerDevRoutes(api: FastifyInstance, ctx: ApiContext): void {
  route(api, ctx, getDevSms, async (req) => {
    const sms = await readDemoSms(ctx, req.query.mobile);
    if (!sms) throw new BusinessError(Codes.NOT_FOUND, '该手机号没有验证码');
    return sms;
  });
  registerDevQrcodeRoutes(api, ctx);
  registerDevOauthRoutes(api, ctx);
}
