import { defineCall } from '../define-call';
import { AppRelease } from './get-app-down';

export const getAppPcDown = defineCall({
  method: 'GET',
  path: '/v1/app/pc/down',
  summary: '电脑客户端下载地址',
  tag: 'campaigns',
  auth: false,
  schemas: { response: AppRelease },
});
