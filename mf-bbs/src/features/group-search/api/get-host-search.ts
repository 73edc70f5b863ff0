import type { getHostSearch as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const getHostSearch = defineCall<typeof contract>('GET', '/v1/focusTopics/compere/search');
