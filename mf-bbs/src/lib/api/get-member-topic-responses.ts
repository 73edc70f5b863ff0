import type { getMemberTopicResponses as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const getMemberTopicResponses = bindCall<typeof contract>('GET', '/focusResponses/topic');
