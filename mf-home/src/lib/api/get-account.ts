import type { getAccount as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getAccount = defineCall<typeof contract>('GET', '/v1/users/account');

/** The member's account: nickname, avatar, masked mobile and email, whether a password is set. */
export const useUserAccount = () => useRequest((http) => getAccount(http), []);
