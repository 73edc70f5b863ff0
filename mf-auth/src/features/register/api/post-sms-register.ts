import type { postSmsRegister as contract } from '@survey/contract';
import { bindCall, encryptOnSend, useCall } from '@survey/shared';

export const postSmsRegister = bindCall<typeof contract>('POST', '/auth/sms/register', {
  prepare: encryptOnSend(['mobile', 'code']),
  loading: '注册中...',
});

export const useSmsRegister = () => useCall(postSmsRegister);
