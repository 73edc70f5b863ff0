import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { StringEnum } from '../common/fields';

const Token = (title: string, pattern: string) => Type.String({ title, pattern, minLength: 1, maxLength: 64 });

/** The signed result a supplier sends the member's browser back with (the return screen's query) and reports itself. */
export const SupplierResult = Type.Object({
  sp: Token('供应商', '^[a-z0-9-]{1,32}$'),
  mid: Token('会员编号', '^[A-Za-z0-9]{1,32}$'),
  tid: Token('任务编号', '^[A-Za-z0-9]{1,32}$'),
  state: Type.Integer({ title: '答题结果', minimum: 0, maximum: 8 }),
  nonce: Token('随机数', '^[A-Za-z0-9_-]{16,64}$'),
  ts: Type.Integer({ title: '时间戳', minimum: 0, maximum: 9_999_999_999_999 }),
  sig: Token('签名', '^[0-9a-f]{64}$'),
});
export type SupplierResult = Static<typeof SupplierResult>;

/**
 * credited / recorded: this delivery recorded the join (with or without a reward); already: the join
 * had been recorded before (nothing more is credited); replayed: this very result was delivered
 * before, by the supplier or the browser (a no-op; `ref` is the first delivery's); forged: the signature does not match; expired: too old or from the future; foreign: not a
 * hand-off of this member and task by this supplier.
 */
export const CALLBACK_STATUSES = ['credited', 'recorded', 'already', 'replayed', 'forged', 'expired', 'foreign'] as const;

export const CallbackResult = Type.Object({
  status: StringEnum('处理结果', CALLBACK_STATUSES),
  message: Type.String(),
  /** The result page's reference (/survey/end?ref=), when a result is on record. */
  ref: Type.Union([Type.String(), Type.Null()]),
});
export type CallbackResult = Static<typeof CallbackResult>;

export const postTaskCallback = defineCall({
  method: 'POST',
  path: '/v1/tasks/callback',
  summary: '供应商答题结果回调（浏览器带回）：校验签名、时效和随机数，每个会员每个任务只记录一次并在同一事务中发放奖励',
  tag: 'tasks',
  auth: false,
  schemas: { body: SupplierResult, response: CallbackResult },
});
