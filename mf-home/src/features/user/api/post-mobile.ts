import type { postMobile as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export const postMobile = defineCall<typeof contract>('POST', '/v1/users/mobile', {
  prepare: (body) => encryptFields(body, ['mobile', 'code']),
  loading: true,
});
export const useChangeMobile = () => useCall(postMobile);
