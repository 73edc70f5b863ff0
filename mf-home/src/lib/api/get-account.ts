import type { getAccount as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** The member's account (nickname, avatar, balances, bindings): the home page and the account settings both show it. */
export const getAccount = bindCall<typeof contract>('GET', '/v1/users/account');
