import type { getHostTopics as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getHostTopics = bindCall<typeof contract>('GET', '/v1/focusTopics/compere');

/** The host's topics with their response and respondent counts. */
export const useHostTopics = (taskId: number) => useRequest((http) => getHostTopics(http, { taskId }), [taskId]);
