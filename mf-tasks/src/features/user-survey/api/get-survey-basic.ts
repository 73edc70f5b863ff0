import type { getSurveyBasic as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getSurveyBasic = defineCall<typeof contract>('GET', '/v1/users/survey/basic');

/** The lifestyle section: questions and the member's answers. */
export function useSurveyBasic(enabled: boolean) {
  return useRequest((http) => getSurveyBasic(http), [], { enabled });
}
