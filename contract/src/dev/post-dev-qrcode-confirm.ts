import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Empty } from '../common/fields';
import { QrId } from './get-dev-qrcode-scan';
import { PlainMobile } from './get-dev-sms';

export const postDevQrcodeConfirm = defineCall({
  method: 'POST',
  path: '/dev/qrcode/confirm',
  summary: '演示模式：以某会员（默认演示会员）确认扫码登录；过期 1006，手机号未注册 1008',
  tag: 'dev',
  auth: false,
  schemas: { body: Type.Object({ qrId: QrId, mobile: Type.Optional(PlainMobile) }), response: Empty },
});
