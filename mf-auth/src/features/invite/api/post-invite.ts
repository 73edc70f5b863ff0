import type { postInvite as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export const postInvite = defineCall<typeof contract>('POST', '/v1/auth/invite', {
  prepare: (body) => encryptFields(body, ['mobile', 'code']),
  loading: '注册中...',
});

export const useInvite = () => useCall(postInvite);
