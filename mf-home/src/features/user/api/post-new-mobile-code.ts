import type { postNewMobileCode as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export const postNewMobileCode = defineCall<typeof contract>('POST', '/v1/sms/new-mobile', {
  prepare: (body) => encryptFields(body, ['mobile']),
});
export const useSendNewMobileCode = () => useCall(postNewMobileCode);
