import type { getResponseTags as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getResponseTags = defineCall<typeof contract>('GET', '/focusResponses/tag');

/** How many responses carry each tag. */
export const useResponseTags = (topicId: number) => useRequest((http) => getResponseTags(http, { topicId }), [topicId]);
