import type { getHostVotes as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getHostVotes = bindCall<typeof contract>('GET', '/focusVotes/compere');

/** Who voted for what (the host only). */
export const useHostVotes = (topicId: number, enabled: boolean) =>
  useRequest((http) => getHostVotes(http, { topicId }), [topicId], { enabled });
