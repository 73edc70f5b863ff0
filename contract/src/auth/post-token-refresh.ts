import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { SessionTokens } from '../common/entities';
import { Text } from '../common/fields';

export const postTokenRefresh = defineCall({
  method: 'POST',
  path: '/v1/auth/token/refresh',
  summary: '换发登录凭证（凭证过期后也可用）；两个凭证都轮换，旧刷新凭证再次出现即结束该会话（1005）',
  tag: 'auth',
  auth: false,
  schemas: {
    // Any string up to 128: a malformed token is 1005 (刷新凭证无效), not a parameter error.
    body: Type.Object({ token: Text('登录凭证', 128, 1), refreshToken: Text('刷新凭证', 128, 1) }),
    response: SessionTokens,
  },
});
