import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Encrypted, RetryAfter, StringEnum } from '../common/fields';
import { SmsProof } from './post-sms-challenge';

/** Why a code is sent; a code only signs in the scene it was sent for (verify: a signed-in member proving they hold their mobile; change-new: the new mobile of a change). */
export const SMS_SCENES = ['login', 'register', 'reset', 'bind', 'invite', 'verify', 'change-new'] as const;
export const SmsScene = StringEnum('场景', SMS_SCENES);
export type SmsScene = Static<typeof SmsScene>;

export const postSmsSend = defineCall({
  method: 'POST',
  path: '/v1/auth/sms/send',
  summary:
    '发送 6 位短信验证码（5 分钟有效，一次有效）；同一手机号 60 秒 1 次、每小时 10 次；同一网络地址每小时前 10 次直接发送，之后每次须带一次安全验证（工作量证明，越多越难；否则或无效 1017），每小时 200 次封顶；全站每小时有总量（1004）。成功与等待期内的 1004 都带 retryAfter（秒）',
  tag: 'auth',
  auth: false,
  schemas: {
    body: Type.Object({
      mobile: Encrypted('手机号'),
      scene: SmsScene,
      /** A solved check (POST /v1/auth/sms/challenge), sent after an answer 1017. */
      proof: Type.Optional(SmsProof),
    }),
    response: RetryAfter,
  },
});
