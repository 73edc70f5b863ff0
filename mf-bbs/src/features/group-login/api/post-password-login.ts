import type { postPasswordLogin as contract } from '@survey/contract';
import { defineCall, encryptOnSend, useCall } from '@survey/shared';

/** Password sign-in into one discussion group (`taskHashId`); the mobile is encrypted here. */
export const postPasswordLogin = defineCall<typeof contract>('POST', '/auth/password/login', {
  prepare: encryptOnSend(['mobile']),
});

export const usePasswordLogin = () => useCall(postPasswordLogin);
