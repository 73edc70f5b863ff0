import type { HttpClient } from '@survey/shared';

export interface SnsUrlParams { type: number; redirect: string }

/** The provider's authorisation page for `type` (1 微信 2 QQ 3 微博 4 支付宝), returning to `redirect`. */
export const getSnsUrl = (http: HttpClient, params: SnsUrlParams) => http.get<{ url: string }>('/v1/auth/sns/url', { params: { ...params } });
