import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

export const CreditTier = Type.Object({ level: Type.Integer(), name: Type.String(), min: Type.Integer({ description: '所需权益值' }) });
export type CreditTier = Static<typeof CreditTier>;

export const CreditRight = Type.Object({
  title: Type.String(),
  description: Type.String(),
  /** The tier level that unlocks it. */
  level: Type.Integer(),
  unlocked: Type.Boolean(),
});
export type CreditRight = Static<typeof CreditRight>;

export const CreditOverview = Type.Object({
  credit: Type.Integer({ description: '权益值' }),
  tier: CreditTier,
  /** The next tier, or null at the top one. */
  next: Type.Union([CreditTier, Type.Null()]),
  tiers: Type.Array(CreditTier),
  rights: Type.Array(CreditRight),
});
export type CreditOverview = Static<typeof CreditOverview>;

export const getCredit = defineCall({
  method: 'GET',
  path: '/v1/users/credit',
  summary: '我的权益：权益值、等级、下一等级和各项权益是否已解锁',
  tag: 'earnings',
  auth: true,
  schemas: { response: CreditOverview },
});
