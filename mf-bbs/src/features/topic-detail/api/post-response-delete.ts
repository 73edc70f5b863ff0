import type { postResponseDelete as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const postResponseDelete = defineCall<typeof contract>('POST', '/focusResponses/delete');
