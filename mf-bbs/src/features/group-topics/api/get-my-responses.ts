import type { getMyResponses as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getMyResponses = bindCall<typeof contract>('GET', '/focusResponses/list');

export const MY_RESPONSES_PAGE_SIZE = 10;

/** One page of the member's own responses in the group, newest first. */
export function useMyResponses(taskId: number, page: number) {
  return useRequest((http) => getMyResponses(http, { taskId, page, size: MY_RESPONSES_PAGE_SIZE }), [taskId, page]);
}
