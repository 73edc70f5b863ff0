import type { getMemberDownload as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** The host's CSV of one member's responses (a blob, saved by useDownload). */
export const getMemberDownload = bindCall<typeof contract>('GET', '/focusResponses/member/download');
