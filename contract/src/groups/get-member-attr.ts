import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Id } from '../common/fields';
import { MemberAttr, GroupQuery } from './entities';

export const MemberAttrs = Type.Object({ memberId: Id(), name: Type.String(), attrs: Type.Array(MemberAttr) });
export type MemberAttrs = Static<typeof MemberAttrs>;

export const getMemberAttr = defineCall({
  method: 'GET',
  path: '/focusResponses/member/attr',
  summary: '主持人：一位成员的属性（年龄段、城市等）',
  tag: 'groups',
  auth: true,
  schemas: { querystring: Type.Object({ ...GroupQuery, memberId: Id('成员') }), response: MemberAttrs },
});
