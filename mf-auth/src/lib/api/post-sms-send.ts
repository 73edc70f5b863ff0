import type { postSmsSend as contract } from '@survey/contract';
import { bindCall, encryptOnSend } from '@survey/shared';

/** Sends a 6-digit code to `mobile` for one scene; used by useSendSms (hooks/use-send-sms.ts). */
export const postSmsSend = bindCall<typeof contract>('POST', '/v1/auth/sms/send', {
  prepare: encryptOnSend(['mobile']),
});
