import type { postVote as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const postVote = bindCall<typeof contract>('POST', '/focusVotes');
