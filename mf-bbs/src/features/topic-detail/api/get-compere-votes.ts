import type { getCompereVotes as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getCompereVotes = defineCall<typeof contract>('GET', '/focusVotes/compere');

/** Who voted for what (the host only). */
export const useCompereVotes = (topicId: number, enabled: boolean) => useRequest((http) => getCompereVotes(http, { topicId }), [topicId], { enabled });
