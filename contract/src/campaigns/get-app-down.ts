import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Millis } from '../common/fields';

export const AppRelease = Type.Object({ version: Type.String(), url: Type.String(), size: Type.String(), releasedAt: Millis });
export type AppRelease = Static<typeof AppRelease>;

export const getAppDown = defineCall({
  method: 'GET',
  path: '/v1/app/down',
  summary: '手机 App 下载地址（安卓、iOS）',
  tag: 'campaigns',
  auth: false,
  schemas: { response: Type.Object({ android: AppRelease, ios: AppRelease }) },
});
