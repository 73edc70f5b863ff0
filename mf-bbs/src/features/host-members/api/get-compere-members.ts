import type { getCompereMembers as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getCompereMembers = defineCall<typeof contract>('GET', '/v1/focusTopics/compere/members');

/** Every participant with their response count on one topic (none picked: nothing asked). */
export const useTopicRespondents = (topicId: number | undefined) =>
  useRequest((http) => getCompereMembers(http, { topicId: topicId ?? 0 }), [topicId], { enabled: topicId !== undefined });
