import type { postPasswordLogin as contract } from '@survey/contract';
import { bindCall, encryptOnSend, useCall } from '@survey/shared';

export const postPasswordLogin = bindCall<typeof contract>('POST', '/auth/password/login', {
  prepare: encryptOnSend(['mobile']),
  loading: '登录中...',
});

export const usePasswordLogin = () => useCall(postPasswordLogin);
