import type { getCompereTopicDetail as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getCompereTopicDetail = defineCall<typeof contract>('GET', '/v1/focusTopics/compere/detail');

/** One topic's responses for the host, a page at a time (none picked: nothing asked). */
export const useCompereTopicDetail = (topicId: number | undefined, page: number, size: number) =>
  useRequest((http) => getCompereTopicDetail(http, { topicId: topicId ?? 0, page, size }), [topicId, page, size], { enabled: topicId !== undefined });
