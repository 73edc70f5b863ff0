// Sample API answers for the discussion-group tests, typed from the API contract: a renamed field fails their typecheck.
import type {
  Attachment,
  CallResponse,
  GroupInfo,
  GroupResponse,
  GroupTask,
  MyResponse,
  postPasswordLogin,
  TopicDetail,
  TopicItem,
} from '@survey/contract';

export const GROUP_HASH = 'fg7Kq2';

export const sampleGroup = (overrides: Partial<GroupTask> = {}): GroupTask => ({
  taskId: 42,
  hashId: GROUP_HASH,
  title: '年轻家庭咖啡消费习惯讨论组',
  hostName: '李主持',
  startAt: new Date('2026-12-05T19:30:00+08:00').getTime(),
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

export const TASK_ID = 42;
export const ME = 1001;

export const sampleGroupInfo = (role = 2): GroupInfo => ({
  taskId: TASK_ID,
  hashId: GROUP_HASH,
  topicName: '年轻家庭咖啡消费习惯讨论组',
  topicAvatar: '',
  user: { name: role === 1 ? '李主持' : '受访者 07', avatar: '', role, memberId: role === 1 ? 9 : ME },
});

export const sampleTopic = (overrides: Partial<TopicItem> = {}): TopicItem => ({
  id: 7,
  sectionId: 1,
  focusSectionTitle: '日常饮用',
  title: '你每天喝几杯咖啡？',
  replied: false,
  responseCount: 3,
  createdAt: new Date('2026-11-20T10:00:00+08:00').getTime(),
  ...overrides,
});

export const sampleTopicDetail = (overrides: Partial<TopicDetail> = {}): TopicDetail => ({
  id: 7,
  taskId: TASK_ID,
  sectionId: 1,
  focusSectionTitle: '日常饮用',
  title: '你每天喝几杯咖啡？',
  content: '<p>请说说你一天中什么时候喝咖啡。</p>',
  replied: true,
  hasVote: false,
  createdAt: new Date('2026-11-20T10:00:00+08:00').getTime(),
  ...overrides,
});

export const sampleAttachment = (overrides: Partial<Attachment> = {}): Attachment => ({
  id: 31,
  topicId: 7,
  topicTitle: '你每天喝几杯咖啡？',
  responseId: 501,
  memberId: ME,
  memberName: '受访者 07',
  fileName: '17637000000001234.png',
  originalName: '早餐咖啡.png',
  contentType: 'image/png',
  size: 2048,
  mine: true,
  createdAt: new Date('2026-11-21T09:00:00+08:00').getTime(),
  ...overrides,
});

export const sampleResponse = (overrides: Partial<GroupResponse> = {}): GroupResponse => ({
  id: 501,
  topicId: 7,
  parentId: null,
  memberId: ME,
  name: '受访者 07',
  avatar: '',
  role: 2,
  content: '早上一杯美式，下午一杯拿铁。',
  tag: '经历',
  mine: true,
  edited: false,
  attachments: [],
  createdAt: new Date('2026-11-21T09:00:00+08:00').getTime(),
  ...overrides,
});

/** One of 我的回复: a response with its topic's title and the host's follow-ups (none by default). */
export const sampleMyResponse = (overrides: Partial<MyResponse> = {}): MyResponse => ({
  ...sampleResponse(),
  topicTitle: '你每天喝几杯咖啡？',
  followUps: [],
  ...overrides,
});
