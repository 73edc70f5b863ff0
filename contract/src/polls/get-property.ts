import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { PollQuestion } from './get-poll';

export const ProfileSection = Type.Object({
  title: Type.String(),
  questions: Type.Array(PollQuestion),
  /** The member's answers: question id → chosen option ids. */
  answers: Type.Record(Type.String(), Type.Array(Type.String())),
  completed: Type.Boolean(),
});
export type ProfileSection = Static<typeof ProfileSection>;

export const getProperty = defineCall({
  method: 'GET',
  path: '/v1/users/property',
  summary: '个人属性问卷（性别、年龄、城市、学历、职业、收入）：题目和本人的答案',
  tag: 'polls',
  auth: true,
  schemas: { response: ProfileSection },
});
