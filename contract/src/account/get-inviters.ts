import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';
import { Millis, Page, PageQuery } from '../common/fields';

/** A member who signed up with the current member's invite code. */
export const Invitee = Type.Object({ nickname: Type.String(), avatar: Type.String(), createdAt: Millis });
export type Invitee = Static<typeof Invitee>;

export const getInviters = defineCall({
  method: 'GET',
  path: '/v1/users/inviters',
  summary: '我邀请的会员（新的在前，分页）',
  tag: 'account',
  auth: true,
  schemas: { querystring: Type.Object(PageQuery), response: Page(Invitee) },
});
