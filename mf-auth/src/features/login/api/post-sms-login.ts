import type { postSmsLogin as contract } from '@survey/contract';
import { defineCall, encryptOnSend, useCall } from '@survey/shared';

export const postSmsLogin = defineCall<typeof contract>('POST', '/auth/sms/login', {
  prepare: encryptOnSend(['mobile', 'code']),
  loading: '登录中...',
});

export const useSmsLogin = () => useCall(postSmsLogin);
