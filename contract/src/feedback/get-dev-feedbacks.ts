import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { PageQuery } from '../common/fields';
import { Feedback } from './fields';

export const OperatorFeedback = Type.Intersect([Feedback, Type.Object({ memberMobile: Type.String() })]);
export type OperatorFeedback = Static<typeof OperatorFeedback>;

export const getDevFeedbacks = defineCall({
  method: 'GET',
  path: '/dev/feedback',
  summary: '演示模式（运营命令）：全部会员的反馈，可按状态筛选',
  tag: 'dev',
  auth: false,
  schemas: {
    querystring: Type.Object({ ...PageQuery, state: Type.Optional(Type.Integer({ title: '状态', minimum: 0, maximum: 5 })) }),
    response: Type.Object({ list: Type.Array(OperatorFeedback), total: Type.Integer() }),
  },
});
