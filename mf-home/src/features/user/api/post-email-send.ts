import type { postEmailSend as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postEmailSend = bindCall<typeof contract>('POST', '/v1/email/send');
export const useSendEmailCode = () => useCall(postEmailSend);
