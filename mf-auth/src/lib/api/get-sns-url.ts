import type { getSnsUrl as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** The provider's authorisation page for `type` (1 微信 2 QQ 3 微博 4 支付宝), returning to `redirect`; used by useSnsLogin. */
export const getSnsUrl = bindCall<typeof contract>('GET', '/v1/auth/sns/url');
