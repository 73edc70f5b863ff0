// Entities of the platform API that more than one area reads. Areas may not import each
// other, so a shape two areas share is declared once here, beside the contract.

/** A task as `GET /v1/tasks` and `GET /v1/tasks/recommend` return it. */
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
  /** 1 means ended (time up, quota full or closed). */
  status: number;
  /** JOIN_STATES value once the member took part, else null. */
  joinState: number | null;
  /** Epoch milliseconds. */
  endAt: number;
}
