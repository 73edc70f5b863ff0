import type { postNoticesRead as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postNoticesRead = bindCall<typeof contract>('POST', '/v1/notices/read');
export const useReadNotice = () => useCall(postNoticesRead);
