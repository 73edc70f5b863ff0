import type { HttpClient } from '@survey/shared';

/** Today's check-in state and this month's check-in days (`YYYY-MM-DD`). */
export interface CheckinState {
  checkedToday: boolean;
  /** Consecutive days up to today (or yesterday when not yet checked in). */
  streak: number;
  todayReward: number;
  nextReward: number;
  days: string[];
}

export const getCheckin = (http: HttpClient) => http.get<CheckinState>('/v1/users/checkin');
