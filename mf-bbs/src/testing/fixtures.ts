// Sample API answers for the discussion-group tests, typed from the API contract: a renamed field fails their typecheck.
import type { CallResponse, GroupTask, postPasswordLogin } from '@survey/contract';

export const GROUP_HASH = 'fg7Kq2';

export const sampleGroup = (overrides: Partial<GroupTask> = {}): GroupTask => ({
  taskId: 42,
  hashId: GROUP_HASH,
  title: '年轻家庭咖啡消费习惯讨论组',
  hostName: '李主持',
  startAt: new Date(2026, 11, 5, 19, 30).getTime(),
  intro: '<p>欢迎参加本次讨论，请在开始前 10 分钟登录。</p>',
  ...overrides,
});

export const sampleLoginResult = (): CallResponse<typeof postPasswordLogin> => ({
  token: 'a'.repeat(64),
  refreshToken: 'b'.repeat(64),
  expired: Date.now() + 7_200_000,
  user: { id: 1001, nickname: '晴天小麦', avatar: '', memberCode: 'WJ20231001', mobile: '138****8000', bbsRole: 0 },
  topicUser: { name: '受访者 07', avatar: '', role: 2, memberId: 1001 },
  taskId: 42,
  role: 2,
});
