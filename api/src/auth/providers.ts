import { SNS_PROVIDERS, type SnsProvider } from '@survey/contract';

export type Provider = SnsProvider;

/** Provider by its `type` in the API (1 微信 2 QQ 3 微博 4 支付宝; the contract lists them in that order). */
export const PROVIDERS = { 1: SNS_PROVIDERS[0], 2: SNS_PROVIDERS[1], 3: SNS_PROVIDERS[2], 4: SNS_PROVIDERS[3] } as const;
export const providerType = (provider: Provider): number => SNS_PROVIDERS.indexOf(provider) + 1;

export const PROVIDER_NAMES: Record<Provider, string> = { wechat: '微信', qq: 'QQ', weibo: '微博', alipay: '支付宝' };
