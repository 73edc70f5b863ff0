import type { HttpClient, Task } from '@survey/shared';

export type { Task };

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
