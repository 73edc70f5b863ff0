import type { postResponseFollowUp as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const postResponseFollowUp = defineCall<typeof contract>('POST', '/focusResponses/:id');
