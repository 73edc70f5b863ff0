import type { postVoucherUseValue as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postVoucherUseValue = bindCall<typeof contract>('POST', '/v1/benefits/use/value', { loading: true });

export const useSpendValue = () => useCall(postVoucherUseValue);
