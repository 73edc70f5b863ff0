import type { postVote as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const postVote = defineCall<typeof contract>('POST', '/focusVotes');
