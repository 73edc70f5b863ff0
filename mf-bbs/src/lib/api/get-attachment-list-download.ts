import type { getAttachmentListDownload as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

/** The host's CSV listing the group's attachments (a blob, saved by useDownload). */
export const getAttachmentListDownload = defineCall<typeof contract>('GET', '/focusResponses/attachment/download');
