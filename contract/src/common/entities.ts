// Entities more than one call returns. Static types are exported beside each schema so the
// front end can name them (`import type { LoginResult } from '@survey/contract'`).
import { type Static, Type } from '@sinclair/typebox';
import { Id, Millis } from './fields';

export const UserInfo = Type.Object({
  id: Id(),
  nickname: Type.String(),
  avatar: Type.String(),
  memberCode: Type.String(),
  /** Masked: 138****8000. */
  mobile: Type.String({ description: '脱敏手机号 138****8000' }),
  /** 1 or 2 hides the point display. */
  bbsRole: Type.Integer(),
  /** The gold balance the header shows; absent for discussion-group roles, whose point display is hidden. */
  gold: Type.Optional(Type.Integer({ description: '金币余额（讨论组角色不返回）' })),
});
export type UserInfo = Static<typeof UserInfo>;

export const SessionTokens = Type.Object({
  token: Type.String(),
  refreshToken: Type.String(),
  /** When `token` expires (epoch ms). */
  expired: Millis,
});
export type SessionTokens = Static<typeof SessionTokens>;

export const LoginResult = Type.Intersect([SessionTokens, Type.Object({ user: UserInfo })]);
export type LoginResult = Static<typeof LoginResult>;

/** A task as the task list and the recommendations return it. */
export const Task = Type.Object({
  id: Id(),
  title: Type.String(),
  /** TASK_TYPES value. */
  type: Type.Integer(),
  /** TASK_MODULES value. */
  module: Type.Integer(),
  gold: Type.Integer(),
  minutes: Type.Integer(),
  quota: Type.Integer(),
  remaining: Type.Integer(),
  /** 1 means ended (time up, quota full or closed). */
  status: Type.Integer(),
  /** JOIN_STATES value once the member took part, else null. */
  joinState: Type.Union([Type.Integer(), Type.Null()]),
  endAt: Millis,
});
export type Task = Static<typeof Task>;
