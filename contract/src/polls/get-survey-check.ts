import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';

export const SurveyCheck = Type.Object({
  property: Type.Boolean({ description: '个人属性已完成' }),
  basic: Type.Boolean({ description: '基础生活问卷已完成' }),
  completed: Type.Boolean(),
  /** With taskId: whether that task asks for the questionnaire. */
  required: Type.Boolean(),
  reward: Type.Object({ gold: Type.Integer(), quality: Type.Integer() }),
});
export type SurveyCheck = Static<typeof SurveyCheck>;

export const getSurveyCheck = defineCall({
  method: 'GET',
  path: '/v1/users/survey/check',
  summary: '个人资料问卷完成情况（可带任务ID：该任务是否要求先完成）',
  tag: 'polls',
  auth: true,
  schemas: { querystring: Type.Object({ taskId: Type.Optional(Id('任务ID')) }), response: SurveyCheck },
});
