import type { getNoticesUnread as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getNoticesUnread = defineCall<typeof contract>('GET', '/v1/notices/unread');
export const useUnreadNotices = () => useRequest((http) => getNoticesUnread(http), []);
