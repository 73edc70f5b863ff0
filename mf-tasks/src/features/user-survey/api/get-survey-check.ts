import type { getSurveyCheck as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getSurveyCheck = bindCall<typeof contract>('GET', '/v1/users/survey/check');

/** Which sections are done and what finishing both is worth. */
export function useSurveyCheck(enabled: boolean) {
  return useRequest((http) => getSurveyCheck(http), [], { enabled });
}
