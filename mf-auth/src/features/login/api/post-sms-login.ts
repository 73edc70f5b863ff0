import type { postSmsLogin as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export const postSmsLogin = defineCall<typeof contract>('POST', '/auth/sms/login', {
  prepare: (body) => encryptFields(body, ['mobile', 'code']),
  loading: '登录中...',
});

export const useSmsLogin = () => useCall(postSmsLogin);
