import type { RouteTable } from '@survey/shared';

/** Discussion groups (/bbs/**) and the respondents' topic area (/topic/**). `/bbs/search` is static: it wins over `/bbs/:id`. */
export const routes = [
  { path: '/bbs/search', name: 'bbs-search', title: '话题搜索' },
  { path: '/bbs/:id', name: 'bbs-id', title: '讨论组登录', public: true },
  { path: '/bbs/:id/topic', name: 'bbs-topic', title: '讨论话题' },
  { path: '/bbs/:id/topic/:topicId', name: 'bbs-topic-id', title: '话题详情' },
  { path: '/bbs/:id/user', name: 'bbs-user', title: '受访者' },
  { path: '/bbs/:id/bbs-response', name: 'bbs-response', title: '回复详情' },
  { path: '/bbs/:id/bbs-attachment', name: 'bbs-attachment', title: '附件详情' },
] as const satisfies RouteTable;
