import type { postPasswordLogin as contract } from '@survey/contract';
import { bindCall, encryptOnSend, useCall } from '@survey/shared';

/** Password sign-in into one discussion group (`taskHashId`); the mobile is encrypted here. */
export const postPasswordLogin = bindCall<typeof contract>('POST', '/auth/password/login', {
  prepare: encryptOnSend(['mobile']),
});

export const usePasswordLogin = () => useCall(postPasswordLogin);
