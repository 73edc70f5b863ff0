import type { getSurveyBasic as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getSurveyBasic = bindCall<typeof contract>('GET', '/v1/users/survey/basic');

/** The lifestyle section: questions and the member's answers. */
export function useSurveyBasic(enabled: boolean) {
  return useRequest((http) => getSurveyBasic(http), [], { enabled });
}
