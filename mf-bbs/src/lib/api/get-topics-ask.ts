import type { getTopicsAsk as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

/** The group's topics with the member's answered flag (a title keyword makes it the participant's search). */
export const getTopicsAsk = defineCall<typeof contract>('GET', '/v1/focusTopics/ask');
