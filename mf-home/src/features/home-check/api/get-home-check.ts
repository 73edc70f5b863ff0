import type { getHomeCheck as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

// A background call: if it fails, the home page simply shows no prompt.
export const getHomeCheck = bindCall<typeof contract>('GET', '/v1/home/check', { process: true });

/** What the home page should prompt the member to do next. */
export function useHomeCheck() {
  return useRequest((http) => getHomeCheck(http), []);
}
