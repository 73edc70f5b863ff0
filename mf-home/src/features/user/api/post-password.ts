import type { postPassword as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postPassword = bindCall<typeof contract>('POST', '/v1/users/password', { loading: true });
export const useSavePassword = () => useCall(postPassword);
