import type { postMobileCodeSend as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

/** A step-up code to the member's current mobile. */
export const postMobileCodeSend = bindCall<typeof contract>('POST', '/v1/sms/send');
export const useSendStepUpCode = () => useCall(postMobileCodeSend);
