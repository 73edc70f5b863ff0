import type { postSnsBind as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export const postSnsBind = defineCall<typeof contract>('POST', '/v1/auth/sns/bind', {
  prepare: (body) => encryptFields(body, ['mobile', 'code']),
  loading: true,
});

export const useSnsBind = () => useCall(postSnsBind);
