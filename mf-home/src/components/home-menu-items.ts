import type { SideMenuItem } from '@survey/shared/ui/navigation';

/** The pages of the member's home, in menu order. */
export const HOME_MENU_ITEMS: SideMenuItem[] = [
  { key: 'home', label: '我的主页', to: '/home' },
  { key: 'credit', label: '我的权益', to: '/home/credit' },
  { key: 'quality', label: '质量分', to: '/home/quality' },
  { key: 'task', label: '我的任务', to: '/home/task' },
  { key: 'gold', label: '金币明细', to: '/home/gold' },
  { key: 'card', label: '卡券专区', to: '/home/card' },
  { key: 'exchange', label: '兑换记录', to: '/home/exchange' },
  { key: 'user', label: '个人中心', to: '/home/user' },
  { key: 'invite', label: '邀请好友', to: '/home/invite' },
  { key: 'feedback', label: '帮助与反馈', to: '/home/feedback' },
  { key: 'message', label: '消息', to: '/home/message' },
];

/** Detail pages whose path is not under their menu item's. */
const DETAIL_OF: Record<string, string> = { '/home/creditDetails': '/home/credit', '/home/qualityDetails': '/home/quality' };

/** The menu key of a path: the longest item path that is the path or a parent of it. */
export function menuKeyOf(path: string): string | undefined {
  // Notices are read from the message centre.
  const pathname = DETAIL_OF[path] ?? (path.startsWith('/home/notices/') ? '/home/message' : path);
  const matches = HOME_MENU_ITEMS.filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  return matches.sort((a, b) => b.to.length - a.to.length)[0]?.key;
}
