import type { getUserVotes as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getUserVotes = defineCall<typeof contract>('GET', '/focusVotes/user');

export const useUserVotes = (topicId: number) => useRequest((http) => getUserVotes(http, { topicId }), [topicId]);
