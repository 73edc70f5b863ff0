import type { postSmsLogin as contract } from '@survey/contract';
import { bindCall, encryptOnSend, useCall } from '@survey/shared';

export const postSmsLogin = bindCall<typeof contract>('POST', '/auth/sms/login', {
  prepare: encryptOnSend(['mobile', 'code']),
  loading: '登录中...',
});

export const useSmsLogin = () => useCall(postSmsLogin);
