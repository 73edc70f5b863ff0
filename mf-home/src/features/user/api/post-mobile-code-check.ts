import type { postMobileCodeCheck as contract } from '@survey/contract';
import { bindCall, encryptOnSend, useCall } from '@survey/shared';

/** The current mobile's code traded for a step-up ticket. */
export const postMobileCodeCheck = bindCall<typeof contract>('POST', '/v1/sms/check', {
  prepare: encryptOnSend(['code']),
  loading: true,
});
export const useCheckStepUpCode = () => useCall(postMobileCodeCheck);
