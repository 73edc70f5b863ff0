import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

export const SiteConfig = Type.Object({
  appName: Type.String(),
  companyName: Type.String(),
  copyright: Type.String(),
  /** Registration numbers (ICP and public-security filings). */
  registrations: Type.Array(Type.String()),
  slogan: Type.String(),
  supportEmail: Type.String(),
  /** The API runs in demo mode (dev inbox, stand-in providers, operator view). */
  demo: Type.Boolean(),
  /** The instance's RSA public key (SPKI PEM): the browser encrypts the mobile and code fields with it. */
  rsaPublicKey: Type.String({ description: 'RSA 公钥（SPKI PEM），浏览器用它加密手机号与验证码' }),
});
export type SiteConfig = Static<typeof SiteConfig>;

export const getSiteConfig = defineCall({
  method: 'GET',
  path: '/v1/site/config',
  summary: '站点配置：名称、公司、备案号、标语、客服邮箱、是否演示模式、加密用的 RSA 公钥',
  tag: 'content',
  auth: false,
  schemas: { response: SiteConfig },
});
