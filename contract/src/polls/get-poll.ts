import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';

export const PollOption = Type.Object({ id: Type.String(), label: Type.String() });
export const PollQuestion = Type.Object({
  id: Type.String(),
  title: Type.String(),
  kind: Type.Union([Type.Literal('single'), Type.Literal('multi')]),
  options: Type.Array(PollOption),
});
export type PollQuestion = Static<typeof PollQuestion>;

/** A hand-off token: the member's permission to answer this questionnaire once. */
export const HandoffToken = Type.String({ title: '答题凭证', pattern: '^[0-9a-f]{32}$' });

export const Poll = Type.Object({
  id: Id(),
  title: Type.String(),
  intro: Type.String(),
  taskTitle: Type.String(),
  questions: Type.Array(PollQuestion),
  /** Demo mode: the page offers a switch that forces each outcome. */
  demo: Type.Boolean(),
});
export type Poll = Static<typeof Poll>;

export const getPoll = defineCall({
  method: 'GET',
  path: '/v1/polls/:id',
  summary: '问卷题目（供应商答题页用，须带有效的答题凭证）',
  tag: 'polls',
  auth: false,
  schemas: { params: Type.Object({ id: Id('问卷ID') }), querystring: Type.Object({ h: HandoffToken }), response: Poll },
});
