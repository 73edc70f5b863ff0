import type { postSmsRegister as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';
import { encryptFields } from '@survey/shared/crypto';

export const postSmsRegister = defineCall<typeof contract>('POST', '/auth/sms/register', {
  prepare: (body) => encryptFields(body, ['mobile', 'code']),
  loading: '注册中...',
});

export const useSmsRegister = () => useCall(postSmsRegister);
