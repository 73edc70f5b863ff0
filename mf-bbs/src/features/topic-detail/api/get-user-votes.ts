import type { getUserVotes as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getUserVotes = bindCall<typeof contract>('GET', '/focusVotes/user');

export const useUserVotes = (topicId: number) => useRequest((http) => getUserVotes(http, { topicId }), [topicId]);
