import type { postAttachmentRemove as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

export const postAttachmentRemove = bindCall<typeof contract>('POST', '/focus/attachment/remove');
