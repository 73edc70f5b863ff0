import type { getAttachmentListDownload as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** The host's CSV listing the group's attachments (a blob, saved by useDownload). */
export const getAttachmentListDownload = bindCall<typeof contract>('GET', '/focusResponses/attachment/download');
