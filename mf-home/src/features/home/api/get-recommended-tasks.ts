import type { HttpClient } from '@survey/shared';

/** A task as the task calls return it. */
export interface RecommendedTask {
  id: number;
  title: string;
  type: number;
  module: number;
  gold: number;
  minutes: number;
  quota: number;
  remaining: number;
  status: number;
  joinState: number | null;
  endAt: number;
}

export const getRecommendedTasks = (http: HttpClient) => http.get<RecommendedTask[]>('/v1/tasks/recommend');
