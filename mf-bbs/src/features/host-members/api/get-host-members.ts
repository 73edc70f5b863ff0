import type { getHostMembers as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getHostMembers = bindCall<typeof contract>('GET', '/v1/focusTopics/compere/members');

/** Every participant with their response count on one topic (none picked: nothing asked). */
export const useTopicRespondents = (topicId: number | undefined) =>
  useRequest((http) => getHostMembers(http, { topicId: topicId ?? 0 }), [topicId], { enabled: topicId !== undefined });
