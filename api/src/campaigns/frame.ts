// The campaign frame: which campaign runs when. Mechanics refuse outside the campaign's time; pages
// and records stay readable after the end.
import type { Campaign } from '@survey/contract';
import type { Selectable } from 'kysely';
import { BusinessError, Codes, invalid } from '../codes';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import type { CampaignsTable } from '../db/schema';

export type CampaignRow = Selectable<CampaignsTable>;

export const CST_MS = 8 * 3600_000;
/** The China Standard Time day of `ms`, YYYY-MM-DD. */
export const cstDay = (ms: number): string => new Date(ms + CST_MS).toISOString().slice(0, 10);

export function stateOf(c: CampaignRow, now: number): Campaign['state'] {
  if (now < c.start_at) return 'upcoming';
  return now >= c.end_at ? 'ended' : 'running';
}

export const campaignView = (c: CampaignRow, now: number): Campaign => ({
  key: c.key,
  title: c.title,
  summary: c.summary,
  rules: c.rules,
  path: c.path,
  startAt: c.start_at,
  endAt: c.end_at,
  state: stateOf(c, now),
});

/** The campaign, or 404 活动不存在. */
export async function campaignOf(q: Queryable, key: string): Promise<CampaignRow> {
  const c = await q.sql.selectFrom('campaigns').selectAll().where('key', '=', key).executeTakeFirst();
  if (!c) throw new BusinessError(Codes.NOT_FOUND, '活动不存在');
  return c;
}

/** The running campaign, or a refusal saying it has not started or has ended. */
export async function runningCampaign(q: Queryable, ctx: ApiContext, key: string): Promise<CampaignRow> {
  const c = await campaignOf(q, key);
  const state = stateOf(c, ctx.now());
  if (state === 'upcoming') throw invalid('活动未开始');
  if (state === 'ended') throw invalid('活动已结束');
  return c;
}

/** Picks one of `items` with probability weight / total weight, from a secure random source. */
export function pickWeighted<T extends { weight: number }>(items: T[], randomInt: (max: number) => number): T {
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  let n = randomInt(total);
  for (const item of items) {
    if (n < item.weight) return item;
    n -= item.weight;
  }
  return items[items.length - 1];
}

/** A nickname as lists show it to others: first character and last, the rest starred. */
export const maskName = (s: string): string => (s.length <= 1 ? `${s}*` : s.length === 2 ? `${s[0]}*` : `${s[0]}**${s[s.length - 1]}`);

/** The campaigns in their order, or the one of a key. */
export async function listCampaigns(q: Queryable, key?: string) {
  return q.sql
    .selectFrom('campaigns')
    .selectAll()
    .$if(key !== undefined, (qb) => qb.where('key', '=', key!))
    .orderBy('sort')
    .orderBy('key')
    .execute();
}
