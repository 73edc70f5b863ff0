// Sample API answers for the task area's tests, typed from the API contract: a renamed field fails their typecheck.
import type { Task, TaskPage } from '@survey/contract';

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
  endAt: new Date(2026, 11, 31, 18, 0).getTime(),
  ...overrides,
});

export const sampleTaskPage = (overrides: Partial<TaskPage> = {}): TaskPage => ({
  list: [
    sampleTask(),
    sampleTask({ id: 2, title: '新款扫地机器人试用', type: 3, module: 1, gold: 500, minutes: 30, quota: 20, remaining: 0, status: 1, endAt: Date.now() - DAY }),
    sampleTask({ id: 3, title: '城市出行方式讨论组', type: 4, module: 2, gold: 800, minutes: 60, quota: 10, remaining: 4, joinState: 1 }),
  ],
  total: 23,
  page: 1,
  size: 10,
  ...overrides,
});
