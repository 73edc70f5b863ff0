import type { HttpClient } from '@survey/shared';

/** One task of the task list. `status` 1 means ended (time up, quota full or closed). */
export interface Task {
  id: number;
  title: string;
  /** TASK_TYPES value. */
  type: number;
  /** TASK_MODULES value. */
  module: number;
  gold: number;
  minutes: number;
  quota: number;
  remaining: number;
  status: number;
  /** JOIN_STATES value once the member took part, else null. */
  joinState: number | null;
  /** Epoch milliseconds. */
  endAt: number;
}

export interface TaskPage {
  list: Task[];
  total: number;
  page: number;
  size: number;
}

export interface TaskQuery {
  module?: number;
  type?: number;
  page: number;
  size: number;
}

export const getTasks = (http: HttpClient, params: TaskQuery) => http.get<TaskPage>('/v1/tasks', { params: { ...params } });
