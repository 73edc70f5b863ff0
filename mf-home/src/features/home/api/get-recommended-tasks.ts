import type { HttpClient, Task } from '@survey/shared';

export type RecommendedTask = Task;

export const getRecommendedTasks = (http: HttpClient) => http.get<RecommendedTask[]>('/v1/tasks/recommend');
