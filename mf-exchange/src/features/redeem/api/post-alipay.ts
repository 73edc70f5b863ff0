import type { postAlipay as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postAlipay = bindCall<typeof contract>('POST', '/v1/users/alipay', { loading: true });

export const useSaveAlipay = () => useCall(postAlipay);
