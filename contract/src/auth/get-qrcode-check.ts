import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { LoginResult } from '../common/entities';
import { Text } from '../common/fields';

/** Data of code 5013: the QR code is not confirmed yet. */
export const QrCodePending = Type.Object({
  status: Type.Union([Type.Literal('waiting'), Type.Literal('scanned')]),
});
export type QrCodePending = Static<typeof QrCodePending>;

export const getQrcodeCheck = defineCall({
  method: 'GET',
  path: '/v1/auth/qrcode/check',
  summary: '扫码登录状态：未确认时 5013 { status }；确认后 200 登录结果（一次有效）；过期或未知 1006',
  tag: 'auth',
  auth: false,
  otherCodes: { 5013: QrCodePending },
  schemas: {
    querystring: Type.Object({ qrId: Text('二维码编号', 64, 1) }),
    response: LoginResult,
  },
});
