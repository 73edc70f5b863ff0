import type { postAvatar as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postAvatar = bindCall<typeof contract>('POST', '/v1/users/avatar');
export const useSaveAvatar = () => useCall(postAvatar);
