import type { postEmail as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postEmail = bindCall<typeof contract>('POST', '/v1/users/email', { loading: true });
export const useSaveEmail = () => useCall(postEmail);
