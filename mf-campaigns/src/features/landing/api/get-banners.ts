import type { Banner, getBanners as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getBanners = bindCall<typeof contract>('GET', '/v1/banners');

const NO_BANNERS: Banner[] = [];

/**
 * The landing banners; an empty list while loading or when the call failed (the section hides).
 * The load is the call itself, so a pre-rendered page's answer draws them in the first render.
 */
export function useBanners(): Banner[] {
  const { data } = useRequest((http) => getBanners(http), []);
  return Array.isArray(data) ? data : NO_BANNERS;
}
