import type { postResponseDelete as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const postResponseDelete = bindCall<typeof contract>('POST', '/focusResponses/delete');
