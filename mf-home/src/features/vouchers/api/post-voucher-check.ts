import type { postVoucherCheck as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postVoucherCheck = bindCall<typeof contract>('POST', '/v1/benefits/check/:id');

export const useCheckVoucher = () => useCall(postVoucherCheck);
