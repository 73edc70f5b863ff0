import type { postSnsRegister as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export const postSnsRegister = defineCall<typeof contract>('POST', '/v1/auth/sns/register', {
  prepare: (body) => encryptFields(body, ['mobile', 'code']),
  loading: true,
});

export const useSnsRegister = () => useCall(postSnsRegister);
