import type { RouteTable } from '@survey/shared';

export const routes = [
  { path: '/home', name: 'home', title: '我的主页', invitePromo: true },
  { path: '/home/task', name: 'home-task', title: '我的任务' },
  { path: '/home/gold', name: 'home-gold', title: '金币明细' },
  { path: '/home/credit', name: 'home-credit', title: '我的权益' },
  { path: '/home/creditDetails', name: 'home-credit-details', title: '权益值明细' },
  { path: '/home/quality', name: 'home-quality', title: '质量分' },
  { path: '/home/qualityDetails', name: 'home-quality-details', title: '质量分明细' },
  { path: '/home/exchange', name: 'home-exchange', title: '兑换记录' },
  { path: '/home/card', name: 'home-card', title: '卡券专区' },
  { path: '/home/user', name: 'home-user', title: '个人中心' },
  { path: '/home/invite', name: 'home-invite', title: '邀请好友' },
  { path: '/home/feedback', name: 'home-feedback', title: '帮助与反馈' },
  { path: '/home/feedback/ask', name: 'home-feedback-ask', title: '我要提问' },
  { path: '/home/feedback/:id', name: 'home-feedback-id', title: '我的反馈' },
  { path: '/home/feedback/help/:category', name: 'home-feedback-help', title: '帮助中心' },
  { path: '/home/feedback/help/:category/:id', name: 'home-feedback-help-id', title: '帮助文章' },
  { path: '/home/message', name: 'home-message', title: '消息' },
  { path: '/home/message/:id', name: 'home-message-id', title: '消息详情' },
  { path: '/home/notices/:id', name: 'home-notices-id', title: '公告详情' },
] as const satisfies RouteTable;
