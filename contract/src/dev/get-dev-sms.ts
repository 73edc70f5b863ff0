import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Millis } from '../common/fields';
import { SmsScene } from '../auth/post-sms-send';

/** A plain (not encrypted) mainland mobile number: the demo helpers are for curl and scripts. */
export const PlainMobile = Type.String({ title: '手机号', pattern: '^1[3-9]\\d{9}$' });

export const DevSms = Type.Object({ code: Type.String(), scene: SmsScene, sentAt: Millis });
export type DevSms = Static<typeof DevSms>;

export const getDevSms = defineCall({
  method: 'GET',
  path: '/dev/sms',
  summary: '演示模式：该手机号最近一次收到的短信验证码；没有时 404',
  tag: 'dev',
  auth: false,
  schemas: { querystring: Type.Object({ mobile: PlainMobile }), response: DevSms },
});
