import type { postMobile as contract } from '@survey/contract';
import { defineCall, encryptOnSend, useCall } from '@survey/shared';

export const postMobile = defineCall<typeof contract>('POST', '/v1/users/mobile', {
  prepare: encryptOnSend(['mobile', 'code']),
  loading: true,
});
export const useChangeMobile = () => useCall(postMobile);
