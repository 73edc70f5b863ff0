import type { getBaseDownload as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** The host's CSV of the members' basic information (a blob, saved by useDownload). */
export const getBaseDownload = bindCall<typeof contract>('GET', '/focusResponses/base/download');
