import type { postSmsSend as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export const postSmsSend = defineCall<typeof contract>('POST', '/v1/auth/sms/send', {
  prepare: (body) => encryptFields(body, ['mobile']),
});

export const useSendSms = () => useCall(postSmsSend);
