import type { postInvite as contract } from '@survey/contract';
import { bindCall, encryptOnSend, useCall } from '@survey/shared';

export const postInvite = bindCall<typeof contract>('POST', '/v1/auth/invite', {
  prepare: encryptOnSend(['mobile', 'code']),
  loading: '注册中...',
});

export const useInvite = () => useCall(postInvite);
