import type { Banner, getBannersLogin as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getBannersLogin = bindCall<typeof contract>('GET', '/v1/banners/login');

const NO_BANNERS: Banner[] = [];

/** The login page's banners; none while loading or when the call failed (the strip hides). */
export function useLoginBanners(): Banner[] {
  const { data } = useRequest(async (http) => {
    const banners = await getBannersLogin(http);
    return Array.isArray(banners) ? banners : NO_BANNERS;
  }, []);
  return data ?? NO_BANNERS;
}
