import type { postSurveyBasic as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** Saves the lifestyle section (every question answered). */
export const postSurveyBasic = bindCall<typeof contract>('POST', '/v1/users/survey/basic', { loading: '保存中...' });
