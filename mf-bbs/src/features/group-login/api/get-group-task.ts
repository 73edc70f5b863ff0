import type { HttpClient } from '@survey/shared';

/** The discussion group behind a hash id (GET /focusSections/decode/task). */
export interface GroupTask {
  taskId: number;
  hashId: string;
  title: string;
  hostName: string;
  /** Epoch milliseconds. */
  startAt: number;
  intro: string;
}

export const getGroupTask = (http: HttpClient, hashId: string) =>
  http.get<GroupTask>('/focusSections/decode/task', { params: { hashId } });
