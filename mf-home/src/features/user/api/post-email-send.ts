import type { postEmailSend as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postEmailSend = defineCall<typeof contract>('POST', '/v1/email/send');
export const useSendEmailCode = () => useCall(postEmailSend);
