import type { getSnsUrl as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

/** The provider's authorisation page for `type` (1 微信 2 QQ 3 微博 4 支付宝), returning to `redirect`; used by useSnsLogin. */
export const getSnsUrl = defineCall<typeof contract>('GET', '/v1/auth/sns/url');
