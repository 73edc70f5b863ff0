import type { getTopicsReply as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const getTopicsReply = defineCall<typeof contract>('GET', '/v1/focusTopics/reply');
