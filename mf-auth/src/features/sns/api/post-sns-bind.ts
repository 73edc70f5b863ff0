import type { postSnsBind as contract } from '@survey/contract';
import { bindCall, encryptOnSend, useCall } from '@survey/shared';

export const postSnsBind = bindCall<typeof contract>('POST', '/v1/auth/sns/bind', {
  prepare: encryptOnSend(['mobile', 'code']),
  loading: true,
});

export const useSnsBind = () => useCall(postSnsBind);
