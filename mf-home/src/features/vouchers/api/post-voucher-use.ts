import type { postVoucherUse as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postVoucherUse = defineCall<typeof contract>('POST', '/v1/benefits/use', { loading: true });

export const useMarkUsed = () => useCall(postVoucherUse);
