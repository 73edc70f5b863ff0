import type { postSmsSend as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

/** Sends a 6-digit code to `mobile` for one scene; used by useSendSms (hooks/use-send-sms.ts). */
export const postSmsSend = defineCall<typeof contract>('POST', '/v1/auth/sms/send', {
  prepare: (body) => encryptFields(body, ['mobile']),
});
