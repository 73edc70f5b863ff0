import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Millis } from '../common/fields';

export const QrCodeTicket = Type.Object({
  qrId: Type.String(),
  /** What the QR code encodes (scanned by the mobile app; in demo mode a page of this API). */
  content: Type.String(),
  expiresAt: Millis,
});
export type QrCodeTicket = Static<typeof QrCodeTicket>;

export const getQrcodeLogin = defineCall({
  method: 'GET',
  path: '/v1/auth/qrcode/login',
  summary: '新的扫码登录二维码（2 分钟有效）',
  tag: 'auth',
  auth: false,
  schemas: { response: QrCodeTicket },
});
