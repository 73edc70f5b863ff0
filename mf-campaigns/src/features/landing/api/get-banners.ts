import type { Banner, getBanners as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getBanners = defineCall<typeof contract>('GET', '/v1/banners');

const NO_BANNERS: Banner[] = [];

/** The landing banners; an empty list while loading or when the call failed (the section hides). */
export function useBanners(): Banner[] {
  const { data } = useRequest(async (http) => {
    const banners = await getBanners(http);
    return Array.isArray(banners) ? banners : NO_BANNERS;
  }, []);
  return data ?? NO_BANNERS;
}
