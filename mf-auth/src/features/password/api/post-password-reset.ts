import type { postPasswordReset as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export const postPasswordReset = defineCall<typeof contract>('POST', '/v1/auth/password/reset', {
  prepare: (body) => encryptFields(body, ['mobile', 'code']),
  loading: true,
});

export const usePasswordReset = () => useCall(postPasswordReset);
