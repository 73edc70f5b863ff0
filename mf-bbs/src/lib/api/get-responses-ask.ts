import type { getResponsesAsk as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getResponsesAsk = bindCall<typeof contract>('GET', '/focusResponses/ask');

/** The host's follow-up questions on the member's responses in this topic. */
export const useFollowUps = (topicId: number, enabled: boolean) =>
  useRequest((http) => getResponsesAsk(http, { topicId }), [topicId], { enabled });
