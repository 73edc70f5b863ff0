import type { getTopicsAsk as contract, TopicSearchResult } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';
import { getCompereSearch } from './get-compere-search';

/** The participant's search is the group's topic list with a title keyword. */
export const getTopicsAsk = defineCall<typeof contract>('GET', '/v1/focusTopics/ask');

/** Topics of the group whose title has `word` (already trimmed; nothing is asked for an empty one). */
export function useTopicSearch(taskId: number | null, isHost: boolean, word: string) {
  return useRequest(
    async (http): Promise<TopicSearchResult[]> => {
      if (isHost) return getCompereSearch(http, { taskId: taskId!, title: word });
      const found = await getTopicsAsk(http, { taskId: taskId!, title: word });
      return found.map(({ id, title, focusSectionTitle }) => ({ id, title, focusSectionTitle }));
    },
    [taskId, isHost, word],
    { enabled: taskId !== null && word !== '' },
  );
}
