import { Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { PersonName } from './fields';
import { IdentityState } from './get-id-verify';

export const postIdVerify = defineCall({
  method: 'POST',
  // Spelled as the platform spells it.
  path: '/v2/users/id-verfiy',
  summary: '实名认证：18 位身份证号校验码和出生日期须有效，一个身份证只能认证一个账号，认证后不能修改；只保存脱敏号码',
  tag: 'account',
  auth: true,
  schemas: {
    body: Type.Object({
      name: PersonName('真实姓名'),
      idNumber: Type.String({ title: '身份证号', pattern: '^\\d{17}[\\dXx]$', description: '18 位，末位可为 X' }),
    }),
    response: IdentityState,
  },
});
