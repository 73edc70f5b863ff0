import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Answers } from './post-poll';
import { ProfileSaved } from './post-property';

export const postSurveyBasic = defineCall({
  method: 'POST',
  path: '/v1/users/survey/basic',
  summary: '保存基础生活问卷答案（每题必答）；两部分都完成时一次性奖励金币和质量分',
  tag: 'polls',
  auth: true,
  schemas: { body: Type.Object({ answers: Answers }), response: ProfileSaved },
});
