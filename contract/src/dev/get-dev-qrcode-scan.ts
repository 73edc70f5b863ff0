import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Text } from '../common/fields';

export const QrId = Text('二维码编号', 64, 1);

/** A page, not an envelope: what the member's phone shows after scanning the QR code. */
export const HtmlPage = Type.String({ description: 'HTML 页面' });

export const getDevQrcodeScan = defineCall({
  method: 'GET',
  path: '/dev/qrcode/scan',
  summary: '演示模式：模拟手机扫码，标记二维码已扫描并显示“确认登录”页',
  tag: 'dev',
  auth: false,
  raw: true,
  schemas: { querystring: Type.Object({ qrId: QrId }), response: HtmlPage },
});
