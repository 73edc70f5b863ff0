import type { GroupResponse } from '@survey/contract';
import { useRequest } from '@survey/shared';
import { usePolling } from '../../../hooks/use-polling';
import { getMemberTopicResponses } from '../../../lib/api/get-member-topic-responses';
import { getResponses } from '../../../lib/api/get-responses';

/** New responses appear without a reload: the list is asked again this often while the page is visible. */
export const POLL_MS = 5000;

export type ResponseFilter =
  { kind: 'all' } | { kind: 'tag'; tag: '观点' | '经历' | '建议' | '疑问' } | { kind: 'member'; memberId: number };

/** A topic's responses (all, one tag, or one member's), polled; the last answer stays while the next one loads. */
export function useResponses(topicId: number, filter: ResponseFilter) {
  const key = JSON.stringify(filter);
  const state = useRequest(
    (http): Promise<GroupResponse[]> => {
      const filter = JSON.parse(key) as ResponseFilter;
      if (filter.kind === 'member') return getMemberTopicResponses(http, { topicId, memberId: filter.memberId }, { process: true });
      return getResponses(http, filter.kind === 'tag' ? { topicId, tag: filter.tag } : { topicId }, { process: true });
    },
    [topicId, key],
  );
  usePolling(state.reload, POLL_MS);
  return state;
}
