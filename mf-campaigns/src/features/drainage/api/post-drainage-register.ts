import type { postDrainageRegister as contract } from '@survey/contract';
import { bindCall, encryptOnSend, useCall } from '@survey/shared';

export const postDrainageRegister = bindCall<typeof contract>('POST', '/v1/drainage/register', {
  prepare: encryptOnSend(['mobile', 'code']),
  loading: '注册中...',
});

export const useDrainageRegister = () => useCall(postDrainageRegister);
