import type { postPasswordReset as contract } from '@survey/contract';
import { bindCall, encryptOnSend, useCall } from '@survey/shared';

export const postPasswordReset = bindCall<typeof contract>('POST', '/v1/auth/password/reset', {
  prepare: encryptOnSend(['mobile', 'code']),
  loading: true,
});

export const usePasswordReset = () => useCall(postPasswordReset);
