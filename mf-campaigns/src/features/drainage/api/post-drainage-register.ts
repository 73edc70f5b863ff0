import type { postDrainageRegister as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export const postDrainageRegister = defineCall<typeof contract>('POST', '/v1/drainage/register', {
  prepare: (body) => encryptFields(body, ['mobile', 'code']),
  loading: '注册中...',
});

export const useDrainageRegister = () => useCall(postDrainageRegister);
