import type { postResponse as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const postResponse = defineCall<typeof contract>('POST', '/focusResponses');
