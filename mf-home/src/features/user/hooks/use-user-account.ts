import { useRequest } from '@survey/shared';
import { getAccount } from '../../../lib/api/get-account';

/** The member's account for the account settings page. */
export const useUserAccount = () => useRequest((http) => getAccount(http), []);
