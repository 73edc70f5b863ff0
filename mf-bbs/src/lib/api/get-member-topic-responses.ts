import type { getMemberTopicResponses as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const getMemberTopicResponses = defineCall<typeof contract>('GET', '/focusResponses/topic');
