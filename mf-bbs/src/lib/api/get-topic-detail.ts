import type { getTopicDetail as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getTopicDetail = bindCall<typeof contract>('GET', '/v1/focusTopics/detail');

export const useTopicDetail = (topicId: number) => useRequest((http) => getTopicDetail(http, { topicId }), [topicId]);
