import { defineCall } from '../define-call';
import { Empty } from '../common/fields';

export const postLogout = defineCall({
  method: 'POST',
  path: '/v1/auth/logout',
  summary: '退出登录：结束 Authorization 中凭证的会话（无凭证或凭证无效也返回成功）',
  tag: 'auth',
  auth: 'optional',
  schemas: { response: Empty },
});
