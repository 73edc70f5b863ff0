import type { RouteTable } from '@survey/shared';

/** Discussion groups (/bbs/**) and the respondents' topic area (/topic/**). `/bbs/search` is static: it wins over `/bbs/:id`. */
export const routes = [
  { path: '/bbs/search', name: 'bbs-search', title: '话题搜索', header: 'group' },
  { path: '/bbs/:id', name: 'bbs-id', title: '讨论组登录', public: true, groupLogin: true, header: 'group' },
  { path: '/bbs/:id/topic', name: 'bbs-topic', title: '讨论话题', groupPage: true, header: 'group' },
  { path: '/bbs/:id/topic/:topicId', name: 'bbs-topic-id', title: '话题详情', groupPage: true, header: 'group' },
  { path: '/bbs/:id/user', name: 'bbs-user', title: '受访者', groupPage: true, header: 'group' },
  { path: '/bbs/:id/bbs-response', name: 'bbs-response', title: '回复详情', header: 'group' },
  { path: '/bbs/:id/bbs-attachment', name: 'bbs-attachment', title: '附件详情', header: 'group' },
  { path: '/topic', name: 'topic', title: '话题讨论', header: 'group' },
  { path: '/topic/:topicId', name: 'topic-id', title: '问题详情', header: 'group' },
  { path: '/topic/join/:id', name: 'topic-join', title: '加入讨论', header: 'group' },
  { path: '/topic/list/:id', name: 'topic-list', title: '问题列表', header: 'group' },
  { path: '/topic/answer/:id', name: 'topic-answer', title: '回答问题', header: 'group' },
  { path: '/topic/answer/detail/:topicId', name: 'topic-answer-detail', title: '回答详情', header: 'group' },
  { path: '/topic/questioning/:id', name: 'topic-questioning', title: '追问', header: 'group' },
] as const satisfies RouteTable;
