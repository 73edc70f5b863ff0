import { defineCall } from '../define-call';
import { CallbackResult, SupplierResult } from './post-task-callback';

/**
 * The supplier's own, server-to-server report of a result: the same signed fields as the redirect's query,
 * settled by the same code, so a result counts once whichever delivery arrives first (the other answers
 * `replayed` with the same `ref`) and no longer depends on the member's browser coming back.
 */
export const postTaskReport = defineCall({
  method: 'POST',
  path: '/v1/tasks/report',
  summary: '供应商服务端回调答题结果：与浏览器回跳同一签名结果（HMAC、时间戳、随机数），任一先到即记录，另一份为重复提交、不再发放奖励',
  tag: 'tasks',
  auth: false,
  schemas: { body: SupplierResult, response: CallbackResult },
});
