import type { postMobile as contract } from '@survey/contract';
import { bindCall, encryptOnSend, useCall } from '@survey/shared';

export const postMobile = bindCall<typeof contract>('POST', '/v1/users/mobile', {
  prepare: encryptOnSend(['mobile', 'code']),
  loading: true,
});
export const useChangeMobile = () => useCall(postMobile);
