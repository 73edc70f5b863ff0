import type { getResponseTags as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getResponseTags = bindCall<typeof contract>('GET', '/focusResponses/tag');

/** How many responses carry each tag. */
export const useResponseTags = (topicId: number) => useRequest((http) => getResponseTags(http, { topicId }), [topicId]);
