import type { postEmail as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postEmail = defineCall<typeof contract>('POST', '/v1/users/email', { loading: true });
export const useSaveEmail = () => useCall(postEmail);
