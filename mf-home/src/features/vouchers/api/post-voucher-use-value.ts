import type { postVoucherUseValue as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postVoucherUseValue = defineCall<typeof contract>('POST', '/v1/benefits/use/value', { loading: true });

export const useSpendValue = () => useCall(postVoucherUseValue);
