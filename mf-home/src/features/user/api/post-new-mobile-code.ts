import type { postNewMobileCode as contract } from '@survey/contract';
import { bindCall, encryptOnSend, useCall } from '@survey/shared';

export const postNewMobileCode = bindCall<typeof contract>('POST', '/v1/sms/new-mobile', {
  prepare: encryptOnSend(['mobile']),
});
export const useSendNewMobileCode = () => useCall(postNewMobileCode);
