import type { getCompereTopics as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getCompereTopics = defineCall<typeof contract>('GET', '/v1/focusTopics/compere');

/** The host's topics with their response and respondent counts. */
export const useCompereTopics = (taskId: number) => useRequest((http) => getCompereTopics(http, { taskId }), [taskId]);
