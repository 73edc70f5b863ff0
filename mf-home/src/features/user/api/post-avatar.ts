import type { postAvatar as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postAvatar = defineCall<typeof contract>('POST', '/v1/users/avatar');
export const useSaveAvatar = () => useCall(postAvatar);
