// The calls of the member's payout and delivery details that the forms of this entry make: the
// redeem flow's steps and 我的资料 in the member centre send the same ones.
import type {
  getJdCities as getJdCitiesContract,
  postAlipay as postAlipayContract,
  postConsignee as postConsigneeContract,
  postIdVerify as postIdVerifyContract,
} from '@survey/contract';
import { bindCall, useCall, useRequest } from '@survey/shared';

// Spelled as the platform spells it.
const postIdVerify = bindCall<typeof postIdVerifyContract>('POST', '/v2/users/id-verfiy', { loading: true });
const postAlipay = bindCall<typeof postAlipayContract>('POST', '/v1/users/alipay', { loading: true });
const postConsignee = bindCall<typeof postConsigneeContract>('POST', '/v1/users/consignee', { loading: true });
const getJdCities = bindCall<typeof getJdCitiesContract>('GET', '/v1/jd/cities');

export const useIdVerify = () => useCall(postIdVerify);
export const useSaveAlipay = () => useCall(postAlipay);
export const useSaveConsignee = () => useCall(postConsignee);

/** The regions under `parentId` (provinces for 0); nothing asked while `parentId` is null. */
export function useRegions(parentId: number | null) {
  return useRequest((http) => getJdCities(http, parentId ? { parentId } : {}), [parentId], { enabled: parentId !== null });
}
