import type { TopicSearchResult } from '@survey/contract';
import { useRequest } from '@survey/shared';
import { getTopicsAsk } from '../../../lib/api/get-topics-ask';
import { getHostSearch } from '../api/get-host-search';

/** Topics of the group whose title has `word` (already trimmed; nothing is asked for an empty one). */
export function useTopicSearch(taskId: number | null, isHost: boolean, word: string) {
  return useRequest(
    async (http): Promise<TopicSearchResult[]> => {
      if (isHost) return getHostSearch(http, { taskId: taskId!, title: word });
      const found = await getTopicsAsk(http, { taskId: taskId!, title: word });
      return found.map(({ id, title, focusSectionTitle }) => ({ id, title, focusSectionTitle }));
    },
    [taskId, isHost, word],
    { enabled: taskId !== null && word !== '' },
  );
}
