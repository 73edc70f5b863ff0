import type { postPassword as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postPassword = defineCall<typeof contract>('POST', '/v1/users/password', { loading: true });
export const useSavePassword = () => useCall(postPassword);
