import type { getBrowseRedirect as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getBrowseRedirect = bindCall<typeof contract>('GET', '/v1/browse/redirect');

/** Whether the API lets the member follow `url`; nothing is asked without one. */
export function useBrowseRedirect(url: string | null) {
  return useRequest((http) => getBrowseRedirect(http, { url: url ?? '' }), [url], { enabled: url !== null });
}
