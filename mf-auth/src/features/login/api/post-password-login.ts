import type { postPasswordLogin as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export const postPasswordLogin = defineCall<typeof contract>('POST', '/auth/password/login', {
  prepare: (body) => encryptFields(body, ['mobile']),
  loading: '登录中...',
});

export const usePasswordLogin = () => useCall(postPasswordLogin);
