import type { postSmsSend as contract } from '@survey/contract';
import { bindCall, encryptOnSend, useCall } from '@survey/shared';

export const postSmsSend = bindCall<typeof contract>('POST', '/v1/auth/sms/send', {
  prepare: encryptOnSend(['mobile']),
});

export const useSendSms = () => useCall(postSmsSend);
