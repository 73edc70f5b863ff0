import type { getCompereSearch as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const getCompereSearch = defineCall<typeof contract>('GET', '/v1/focusTopics/compere/search');
