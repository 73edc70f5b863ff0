import type { getHostMemberNums as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getHostMemberNums = bindCall<typeof contract>('GET', '/v1/focusTopics/compere/memberNums');

/** How many participants answered the group (or one topic) and how many did not. */
export const useMemberNums = (taskId: number, topicId: number | undefined) =>
  useRequest((http) => getHostMemberNums(http, topicId === undefined ? { taskId } : { taskId, topicId }), [taskId, topicId]);
