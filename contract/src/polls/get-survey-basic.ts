import { defineCall } from '../define-call';
import { ProfileSection } from './get-property';

export const getSurveyBasic = defineCall({
  method: 'GET',
  path: '/v1/users/survey/basic',
  summary: '基础生活问卷（家庭、消费、兴趣）：题目和本人的答案',
  tag: 'polls',
  auth: true,
  schemas: { response: ProfileSection },
});
