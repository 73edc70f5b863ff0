import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Answers } from './post-poll';

export const ProfileSaved = Type.Object({
  /** Both sections answered. */
  completed: Type.Boolean(),
  /** What finishing the questionnaire credited this time (once per member), or null. */
  reward: Type.Union([Type.Object({ gold: Type.Integer(), quality: Type.Integer() }), Type.Null()]),
});
export type ProfileSaved = Static<typeof ProfileSaved>;

export const postProperty = defineCall({
  method: 'POST',
  path: '/v1/users/property',
  summary: '保存个人属性答案（每题必答）；两部分都完成时一次性奖励金币和质量分',
  tag: 'polls',
  auth: true,
  schemas: { body: Type.Object({ answers: Answers }), response: ProfileSaved },
});
