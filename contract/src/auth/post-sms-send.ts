import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty, Encrypted, StringEnum } from '../common/fields';

/** Why a code is sent; a code only signs in the scene it was sent for (verify: a signed-in member proving they hold their mobile; change-new: the new mobile of a change). */
export const SMS_SCENES = ['login', 'register', 'reset', 'bind', 'invite', 'verify', 'change-new'] as const;
export const SmsScene = StringEnum('场景', SMS_SCENES);
export type SmsScene = Static<typeof SmsScene>;

export const postSmsSend = defineCall({
  method: 'POST',
  path: '/v1/auth/sms/send',
  summary: '发送 6 位短信验证码（5 分钟有效，一次有效）；同一手机号 60 秒 1 次、每小时 10 次，同一 IP 每小时 30 次',
  tag: 'auth',
  auth: false,
  schemas: {
    body: Type.Object({ mobile: Encrypted('手机号'), scene: SmsScene }),
    response: Empty,
  },
});
