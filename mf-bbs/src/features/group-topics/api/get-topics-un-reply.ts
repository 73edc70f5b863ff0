import type { getTopicsUnReply as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const getTopicsUnReply = defineCall<typeof contract>('GET', '/v1/focusTopics/unReply');
