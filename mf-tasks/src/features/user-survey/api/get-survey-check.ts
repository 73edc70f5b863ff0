import type { getSurveyCheck as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getSurveyCheck = defineCall<typeof contract>('GET', '/v1/users/survey/check');

/** Which sections are done and what finishing both is worth. */
export function useSurveyCheck(enabled: boolean) {
  return useRequest((http) => getSurveyCheck(http), [], { enabled });
}
