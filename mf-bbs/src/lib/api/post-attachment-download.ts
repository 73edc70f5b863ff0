import type { postAttachmentDownload as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

export const postAttachmentDownload = defineCall<typeof contract>('POST', '/focus/attachment/download');
