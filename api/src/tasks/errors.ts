// Envelope codes of the earning flow (1201-1208): each refusal says what the member can do about it.
export const TaskCodes = {
  /** Closed, ended or not started yet. */
  TASK_UNAVAILABLE: 1201,
  QUOTA_FULL: 1202,
  ALREADY_JOINED: 1203,
  PROFILE_REQUIRED: 1204,
  QUALITY_TOO_LOW: 1205,
  /** The hand-off screen does not match the task's channel (tampered or stale link). */
  WRONG_CHANNEL: 1206,
  /** The supplier link is unknown, expired, used or does not match its questionnaire. */
  HANDOFF_INVALID: 1207,
  /** The task was started once already and its result is not back yet: one attempt per member and task. */
  ATTEMPT_OPEN: 1208,
} as const;
