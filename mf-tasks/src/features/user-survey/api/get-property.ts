import type { getProperty as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getProperty = bindCall<typeof contract>('GET', '/v1/users/property');

/** The personal attributes section: questions and the member's answers. */
export function useProperty(enabled: boolean) {
  return useRequest((http) => getProperty(http), [], { enabled });
}
