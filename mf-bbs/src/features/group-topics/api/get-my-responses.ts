import type { getMyResponses as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getMyResponses = bindCall<typeof contract>('GET', '/focusResponses/list');

export const MY_RESPONSES_PAGE_SIZE = 10;

/** One page of the member's own responses in the group (or one section), newest first, with the host's follow-ups. */
export function useMyResponses(taskId: number, sectionId: number | undefined, page: number) {
  return useRequest(
    (http) => getMyResponses(http, { taskId, ...(sectionId ? { sectionId } : {}), page, size: MY_RESPONSES_PAGE_SIZE }),
    [taskId, sectionId, page],
  );
}
