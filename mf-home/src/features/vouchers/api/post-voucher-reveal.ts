import type { postVoucherReveal as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postVoucherReveal = defineCall<typeof contract>('POST', '/v1/benefits/:id');

export const useRevealCode = () => useCall(postVoucherReveal);
