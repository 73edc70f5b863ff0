import type { HttpClient } from '@survey/shared';

/** What a successful check-in returns: the coins earned, the new streak and the new balance. */
export interface CheckinResult {
  reward: number;
  streak: number;
  gold: number;
}

/** Code 5629 (already checked in today) comes back as a normal envelope, so the whole envelope is returned. */
export const postCheckin = (http: HttpClient) => http.request<CheckinResult>({ method: 'POST', url: '/v1/users/checkin' });
