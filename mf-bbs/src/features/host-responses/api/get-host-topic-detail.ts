import type { getHostTopicDetail as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getHostTopicDetail = bindCall<typeof contract>('GET', '/v1/focusTopics/compere/detail');

/** One topic's responses for the host, a page at a time (none picked: nothing asked). */
export const useHostTopicDetail = (topicId: number | undefined, page: number, size: number) =>
  useRequest((http) => getHostTopicDetail(http, { topicId: topicId ?? 0, page, size }), [topicId, page, size], {
    enabled: topicId !== undefined,
  });
