import type { postVoucherReveal as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postVoucherReveal = bindCall<typeof contract>('POST', '/v1/benefits/:id');

export const useRevealCode = () => useCall(postVoucherReveal);
