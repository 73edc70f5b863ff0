import type { getSections as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';
import { getHostSections } from './get-host-sections';

export const getSections = bindCall<typeof contract>('GET', '/focusSections');

/** The group's sections; the host's carry their response counts too. */
export function useSections(taskId: number, isHost: boolean) {
  return useRequest(
    async (http): Promise<{ id: number; title: string; topicCount: number; responseCount?: number }[]> =>
      isHost ? getHostSections(http, { taskId }) : getSections(http, { taskId }),
    [taskId, isHost],
  );
}
