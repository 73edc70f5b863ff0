import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { HtmlPage, QrId } from './get-dev-qrcode-scan';

export const getDevQrcodeApprove = defineCall({
  method: 'GET',
  path: '/dev/qrcode/approve',
  summary: '演示模式：“确认登录”按钮（普通表单提交），以演示会员确认并显示结果页',
  tag: 'dev',
  auth: false,
  raw: true,
  schemas: { querystring: Type.Object({ qrId: QrId }), response: HtmlPage },
});
