// Third-party sign-in providers: type codes (spec label table), API names and callback paths.
import type { SnsProvider } from '@survey/contract';
import { THIRD_PARTY_LOGIN_TYPES, labelOf } from '@survey/shared/format';

export type SnsType = 1 | 2 | 3 | 4;

export interface ProviderInfo {
  type: SnsType;
  provider: SnsProvider;
  /** Where the provider sends the member back (a route of this area). */
  callbackPath: string;
  /** Brand colour of the button. */
  color: string;
}

export const PROVIDERS: readonly ProviderInfo[] = [
  { type: 1, provider: 'wechat', callbackPath: '/open/wechat/callback', color: '#07c160' },
  { type: 2, provider: 'qq', callbackPath: '/open/qq/callback.php', color: '#12b7f5' },
  { type: 3, provider: 'weibo', callbackPath: '/open/sina/callback.php', color: '#e6162d' },
  { type: 4, provider: 'alipay', callbackPath: '/open/alipay/callback', color: '#1677ff' },
];

/** 微信, QQ, 微博, 支付宝 — from the shared label table. */
export const providerLabel = (type: number | string | null | undefined): string => labelOf(THIRD_PARTY_LOGIN_TYPES, type, '第三方');

export const providerByType = (type: number | string | null | undefined): ProviderInfo | undefined =>
  PROVIDERS.find((entry) => entry.type === Number(type));

export const providerByName = (name: string | null | undefined): ProviderInfo | undefined =>
  PROVIDERS.find((entry) => entry.provider === name);

/** The provider a callback path belongs to (`/open/sina/…` is Weibo). */
export function providerByCallbackPath(pathname: string): ProviderInfo | undefined {
  const normalised = pathname.replace(/\/+$/, '');
  return PROVIDERS.find((entry) => entry.callbackPath === normalised);
}
