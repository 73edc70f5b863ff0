import type { postSnsRegister as contract } from '@survey/contract';
import { bindCall, encryptOnSend, useCall } from '@survey/shared';

export const postSnsRegister = bindCall<typeof contract>('POST', '/v1/auth/sns/register', {
  prepare: encryptOnSend(['mobile', 'code']),
  loading: true,
});

export const useSnsRegister = () => useCall(postSnsRegister);
