import { type Static, Type } from '@sinclair/typebox';
import { Millis, StringEnum } from '../common/fields';

/** A campaign's page name (the route it lives on). */
export const CampaignKey = Type.String({ title: '活动', pattern: '^[A-Za-z][A-Za-z0-9_-]{0,31}$' });

/** One campaign of the site: when it runs and where its page is. */
export const Campaign = Type.Object({
  key: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  /** Sanitized rich text. */
  rules: Type.String(),
  path: Type.String(),
  startAt: Millis,
  endAt: Millis,
  state: StringEnum('状态', ['upcoming', 'running', 'ended'] as const, 'upcoming 未开始，running 进行中，ended 已结束'),
});
export type Campaign = Static<typeof Campaign>;
