import type { postVoucherUse as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postVoucherUse = bindCall<typeof contract>('POST', '/v1/benefits/use', { loading: true });

export const useMarkUsed = () => useCall(postVoucherUse);
