import type { postNewMobileCode as contract } from '@survey/contract';
import { defineCall, encryptOnSend, useCall } from '@survey/shared';

export const postNewMobileCode = defineCall<typeof contract>('POST', '/v1/sms/new-mobile', {
  prepare: encryptOnSend(['mobile']),
});
export const useSendNewMobileCode = () => useCall(postNewMobileCode);
