import type { getGroupInfo as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const getGroupInfo = bindCall<typeof contract>('GET', '/focusMembers/info');
