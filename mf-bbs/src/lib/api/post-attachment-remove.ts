import type { postAttachmentRemove as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const postAttachmentRemove = defineCall<typeof contract>('POST', '/focus/attachment/remove');
