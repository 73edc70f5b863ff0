import type { postResponseFollowUp as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const postResponseFollowUp = bindCall<typeof contract>('POST', '/focusResponses/:id');
