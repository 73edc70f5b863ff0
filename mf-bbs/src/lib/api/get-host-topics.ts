import type { getHostTopics as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getHostTopics = defineCall<typeof contract>('GET', '/v1/focusTopics/compere');

/** The host's topics with their response and respondent counts. */
export const useHostTopics = (taskId: number) => useRequest((http) => getHostTopics(http, { taskId }), [taskId]);
