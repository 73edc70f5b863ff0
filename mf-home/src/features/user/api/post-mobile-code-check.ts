import type { postMobileCodeCheck as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export const postMobileCodeCheck = defineCall<typeof contract>('POST', '/v1/sms/check', {
  prepare: (body) => encryptFields(body, ['code']),
  loading: true,
});
export const useCheckOldMobile = () => useCall(postMobileCodeCheck);
