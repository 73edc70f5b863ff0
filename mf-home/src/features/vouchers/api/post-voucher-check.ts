import type { postVoucherCheck as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postVoucherCheck = defineCall<typeof contract>('POST', '/v1/benefits/check/:id');

export const useCheckVoucher = () => useCall(postVoucherCheck);
