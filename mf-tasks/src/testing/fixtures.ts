// Sample API answers for the task area's tests, typed from the API contract: a renamed field fails their typecheck.
import type { ProfileSection, Task, TaskDetail, TaskPage, TaskResult, TaskSummary } from '@survey/contract';

const DAY = 86_400_000;

export const sampleTask = (overrides: Partial<Task> = {}): Task => ({
  id: 1,
  title: '家庭早餐饮食习惯调查',
  type: 2,
  module: 2,
  gold: 200,
  minutes: 12,
  quota: 300,
  remaining: 120,
  status: 0,
  joinState: null,
  endAt: new Date('2026-12-31T18:00:00+08:00').getTime(),
  ...overrides,
});

export const sampleTaskPage = (overrides: Partial<TaskPage> = {}): TaskPage => ({
  list: [
    sampleTask(),
    sampleTask({
      id: 2,
      title: '新款扫地机器人试用',
      type: 3,
      module: 1,
      gold: 500,
      minutes: 30,
      quota: 20,
      remaining: 0,
      status: 1,
      endAt: Date.now() - DAY,
    }),
    sampleTask({ id: 3, title: '城市出行方式讨论组', type: 4, module: 2, gold: 800, minutes: 60, quota: 10, remaining: 4, joinState: 1 }),
  ],
  total: 23,
  page: 1,
  size: 10,
  ...overrides,
});

export const sampleTaskDetail = (overrides: Partial<TaskDetail> = {}): TaskDetail => ({
  ...sampleTask({ id: 4, title: '每日一问：你的通勤方式', gold: 20, minutes: 2, quota: 50000, remaining: 37913 }),
  hashId: 'Hc2nRb',
  description: '每天一道小问题，今天聊聊你的通勤方式。',
  audience: '需要通勤的上班族、学生',
  credit: 1,
  quality: 1,
  channel: 'survey',
  supplierName: '站内问卷',
  startAt: new Date('2026-11-01T09:00:00+08:00').getTime(),
  needsProfile: false,
  minQuality: 0,
  joinedAt: null,
  finishedAt: null,
  earned: null,
  blocker: null,
  ...overrides,
});

export const sampleSummary = (overrides: Partial<TaskSummary> = {}): TaskSummary => ({
  open: 10,
  modules: [
    { module: 0, open: 6, gold: 5060 },
    { module: 1, open: 1, gold: 100 },
    { module: 2, open: 2, gold: 30 },
  ],
  types: [
    { type: 2, open: 3 },
    { type: 3, open: 1 },
  ],
  today: { gold: 20, tasks: 1 },
  month: { gold: 320, tasks: 3 },
  ...overrides,
});

export const sampleResult = (overrides: Partial<TaskResult> = {}): TaskResult => ({
  ref: 'a'.repeat(32),
  status: 'credited',
  state: 1,
  taskId: 4,
  taskTitle: '每日一问：你的通勤方式',
  taskType: 2,
  gold: 20,
  credit: 1,
  quality: 1,
  createdAt: new Date('2026-11-21T10:30:00+08:00').getTime(),
  ...overrides,
});

/** A return screen's query as a supplier sends it. */
export const resultQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    sp: 'inhouse',
    mid: 'M2026001',
    tid: 'Hc2nRb',
    state: '1',
    nonce: 'bm9uY2Utbm9uY2UtMDAwMQ',
    ts: '1790000000000',
    sig: 'f'.repeat(64),
    ...overrides,
  }).toString();

export const sampleSection = (overrides: Partial<ProfileSection> = {}): ProfileSection => ({
  title: '个人属性',
  questions: [
    {
      id: 'gender',
      title: '您的性别',
      kind: 'single',
      options: [
        { id: 'a', label: '男' },
        { id: 'b', label: '女' },
      ],
    },
    {
      id: 'interests',
      title: '您的兴趣爱好（多选）',
      kind: 'multi',
      options: [
        { id: 'a', label: '运动健身' },
        { id: 'b', label: '旅行' },
      ],
    },
  ],
  answers: {},
  completed: false,
  ...overrides,
});
