import type { getNoticesUnread as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getNoticesUnread = bindCall<typeof contract>('GET', '/v1/notices/unread');
export const useUnreadNotices = () => useRequest((http) => getNoticesUnread(http), []);
