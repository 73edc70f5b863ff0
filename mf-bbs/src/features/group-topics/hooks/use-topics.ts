import { useRequest } from '@survey/shared';
import { getHostTopics } from '../../../lib/api/get-host-topics';
import { getTopicsAsk } from '../../../lib/api/get-topics-ask';
import { getTopicsReply } from '../api/get-topics-reply';
import { getTopicsUnReply } from '../api/get-topics-un-reply';

export type TopicFilter = 'all' | 'unreplied' | 'replied';

export interface TopicRow {
  id: number;
  sectionId: number | null;
  focusSectionTitle: string;
  title: string;
  responseCount: number;
  /** The participant answered it (participants only). */
  replied?: boolean;
  /** Participants who answered (the host only). */
  memberCount?: number;
}

/** The topics of a group: the host's list with counts, or the participant's (all, unanswered or answered); nothing asked while not shown. */
export function useTopics(taskId: number, isHost: boolean, sectionId: number | undefined, filter: TopicFilter, enabled = true) {
  return useRequest(
    async (http): Promise<TopicRow[]> => {
      if (isHost) {
        const all = await getHostTopics(http, { taskId });
        return sectionId === undefined ? all : all.filter((t) => t.sectionId === sectionId);
      }
      const query = sectionId === undefined ? { taskId } : { taskId, sectionId };
      if (filter === 'replied') return getTopicsReply(http, query);
      if (filter === 'unreplied') return getTopicsUnReply(http, query);
      return getTopicsAsk(http, query);
    },
    [taskId, isHost, sectionId, filter],
    { enabled },
  );
}
