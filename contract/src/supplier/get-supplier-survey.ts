import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { HandoffToken } from '../polls/get-poll';

export const getSupplierSurvey = defineCall({
  method: 'GET',
  path: '/supplier/survey',
  summary: '供应商答题页（本 API 扮演的供应商）：校验带签名的交接参数，显示问卷；答完带签名结果回到平台',
  tag: 'supplier',
  auth: false,
  raw: true,
  schemas: {
    querystring: Type.Object({
      sp: Type.String({ title: '供应商', pattern: '^[a-z0-9-]{1,32}$' }),
      poll: Id('问卷ID'),
      h: HandoffToken,
      uid: Type.String({ title: '会员编号', pattern: '^[A-Za-z0-9]{1,32}$' }),
      tid: Type.String({ title: '任务编号', pattern: '^[A-Za-z0-9]{1,32}$' }),
      ts: Type.Integer({ title: '时间戳', minimum: 0, maximum: 9_999_999_999_999 }),
      sig: Type.String({ title: '签名', pattern: '^[0-9a-f]{64}$' }),
    }),
    response: Type.String({ description: 'HTML 页面' }),
  },
});
