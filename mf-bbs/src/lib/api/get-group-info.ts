import type { getGroupInfo as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const getGroupInfo = defineCall<typeof contract>('GET', '/focusMembers/info');
