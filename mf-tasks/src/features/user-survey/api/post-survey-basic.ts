import type { postSurveyBasic as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

/** Saves the lifestyle section (every question answered). */
export const postSurveyBasic = defineCall<typeof contract>('POST', '/v1/users/survey/basic', { loading: '保存中...' });
