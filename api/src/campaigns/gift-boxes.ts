// Festival gift boxes (christmas, duanwu): one box per check-in day and per completed task inside the
// campaign's time. Opening picks a reward on the server; the box, the gold and the ledger row change in
// one transaction, and a box opens once.
import { randomInt } from 'node:crypto';
import type { GiftBox, OpenResult } from '@survey/contract';
import type { Selectable } from 'kysely';
import { BusinessError, Codes, invalid } from '../codes';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import type { GiftBoxesTable } from '../db/schema';
import { addGold } from '../earnings/gold';
import { type CampaignRow, campaignOf, pickWeighted, runningCampaign } from './frame';

/** The campaigns that hand out gift boxes. */
export const GIFT_CAMPAIGNS = ['christmas', 'duanwu'];

async function giftCampaign(q: Queryable, key: string): Promise<CampaignRow> {
  if (!GIFT_CAMPAIGNS.includes(key)) throw new BusinessError(Codes.NOT_FOUND, '活动不存在');
  return campaignOf(q, key);
}

/** Source names as the member reads them. */
async function sourceLabels(q: Queryable, boxes: Selectable<GiftBoxesTable>[]): Promise<Map<string, string>> {
  const taskIds = boxes.filter((b) => b.source.startsWith('task:')).map((b) => Number(b.source.slice(5)));
  const tasks = taskIds.length ? await q.sql.selectFrom('tasks').select(['id', 'title']).where('id', 'in', taskIds).execute() : [];
  const titles = new Map(tasks.map((t) => [t.id, t.title]));
  return new Map(
    boxes.map((b) => [
      b.source,
      b.source.startsWith('task:') ? `完成任务「${titles.get(Number(b.source.slice(5))) ?? '已下线任务'}」` : `${b.source.slice(8)} 签到`,
    ]),
  );
}

const boxView = (b: Selectable<GiftBoxesTable>, labels: Map<string, string>): GiftBox => ({
  id: b.id,
  source: labels.get(b.source) ?? b.source,
  earnedAt: b.earned_at,
  openedAt: b.opened_at,
  reward: b.opened_at !== null && b.reward_name !== null ? { name: b.reward_name, gold: b.reward_gold ?? 0 } : null,
});

/** Gives the member the boxes their check-ins and completed tasks inside the campaign earned (each once). */
async function earnBoxes(q: Queryable, c: CampaignRow, memberId: number): Promise<void> {
  const checkins = await q.sql
    .selectFrom('checkins')
    .select(['day', 'created_at'])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', c.start_at)
    .where('created_at', '<', c.end_at)
    .execute();
  const tasks = await q.sql
    .selectFrom('task_joins')
    .select(['task_id', 'finished_at'])
    .where('member_id', '=', memberId)
    .where('state', '=', 1)
    .where('finished_at', '>=', c.start_at)
    .where('finished_at', '<', c.end_at)
    .execute();
  const rows = [
    ...checkins.map((k) => ({ source: `checkin:${k.day}`, earned_at: k.created_at })),
    ...tasks.map((t) => ({ source: `task:${t.task_id}`, earned_at: t.finished_at ?? c.start_at })),
  ];
  if (rows.length === 0) return;
  await q.sql
    .insertInto('gift_boxes')
    .values(rows.map((r) => ({ ...r, campaign: c.key, member_id: memberId })))
    .onConflict((oc) => oc.columns(['campaign', 'member_id', 'source']).doNothing())
    .execute();
}

export async function listBoxes(ctx: ApiContext, key: string, memberId: number): Promise<GiftBox[]> {
  const c = await giftCampaign(ctx.db, key);
  await earnBoxes(ctx.db, c, memberId);
  const boxes = await ctx.db.sql
    .selectFrom('gift_boxes')
    .selectAll()
    .where('campaign', '=', key)
    .where('member_id', '=', memberId)
    .orderBy((eb) => eb('opened_at', 'is', null), 'desc')
    .orderBy('earned_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const labels = await sourceLabels(ctx.db, boxes);
  return boxes.map((b) => boxView(b, labels));
}

export async function openBox(ctx: ApiContext, memberId: number, boxId: number): Promise<OpenResult> {
  const owned = await ctx.db.sql
    .selectFrom('gift_boxes')
    .select('campaign')
    .where('id', '=', boxId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!owned) throw new BusinessError(Codes.NOT_FOUND, '礼盒不存在');
  return ctx.db.tx(async (q) => {
    const c = await runningCampaign(q, ctx, owned.campaign);
    const rewards = await q.sql.selectFrom('gift_rewards').selectAll().where('campaign', '=', c.key).orderBy('id').execute();
    if (rewards.length === 0) throw invalid('礼盒奖励尚未配置');
    const reward = pickWeighted(rewards, randomInt);
    // Only an unopened box of this member changes: a second open (or one racing this) finds none.
    const box = await q.sql
      .updateTable('gift_boxes')
      .set({ opened_at: ctx.now(), reward_name: reward.name, reward_gold: reward.gold })
      .where('id', '=', boxId)
      .where('campaign', '=', c.key)
      .where('member_id', '=', memberId)
      .where('opened_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!box) throw invalid('这个礼盒已经打开过了');
    const gold = await addGold(q, ctx, memberId, reward.gold, `${c.title}礼盒：${reward.name}`, { ref: `giftbox:${box.id}` });
    return { box: boxView(box, await sourceLabels(q, [box])), gold };
  });
}
