import type { postNoticesRead as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postNoticesRead = defineCall<typeof contract>('POST', '/v1/notices/read');
export const useReadNotice = () => useCall(postNoticesRead);
