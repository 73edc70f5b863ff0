import type { postAlipay as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postAlipay = defineCall<typeof contract>('POST', '/v1/users/alipay', { loading: true });

export const useSaveAlipay = () => useCall(postAlipay);
