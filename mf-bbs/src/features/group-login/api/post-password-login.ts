import type { postPasswordLogin as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

/** Password sign-in into one discussion group (`taskHashId`); the mobile is encrypted here. */
export const postPasswordLogin = defineCall<typeof contract>('POST', '/auth/password/login', {
  prepare: (body) => encryptFields(body, ['mobile']),
});

export const usePasswordLogin = () => useCall(postPasswordLogin);
