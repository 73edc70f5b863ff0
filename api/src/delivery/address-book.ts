// The member's delivery addresses (我的资料's address book): several, one of them the default — the one
// the redeem flow pre-fills and a physical order ships to. A member with any address has exactly one
// default (index consignees_one_default): every change that moves it is one transaction.
import type { Consignee, ConsigneeSave } from '@survey/contract';
import type { Selectable } from 'kysely';
import { BusinessError, Codes, invalid } from '../codes';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import type { ConsigneesTable } from '../db/schema';

/** How many addresses a member may keep. */
export const MAX_CONSIGNEES = 20;

async function consigneesFrom(q: Queryable, rows: Selectable<ConsigneesTable>[]): Promise<Consignee[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap((r) => [r.province_id, r.city_id, r.district_id]))];
  const names = await q.sql.selectFrom('regions').select(['id', 'name']).where('id', 'in', ids).execute();
  const name = (id: number) => names.find((n) => n.id === id)?.name ?? '';
  return rows.map((row) => ({
    id: row.id,
    isDefault: row.is_default,
    name: row.name,
    mobile: row.mobile,
    provinceId: row.province_id,
    cityId: row.city_id,
    districtId: row.district_id,
    province: name(row.province_id),
    city: name(row.city_id),
    district: name(row.district_id),
    address: row.address,
    updatedAt: row.updated_at,
  }));
}

/** Every address of the member: the default first, then the newest. */
export async function consigneesOf(q: Queryable, memberId: number): Promise<Consignee[]> {
  const rows = await q.sql
    .selectFrom('consignees')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return consigneesFrom(q, rows);
}

/** The default address (what the redeem flow pre-fills and ships to), or null without any. */
export async function consigneeOf(q: Queryable, memberId: number): Promise<Consignee | null> {
  const row = await q.sql
    .selectFrom('consignees')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('is_default', '=', true)
    .executeTakeFirst();
  return row ? (await consigneesFrom(q, [row]))[0] : null;
}

/** Makes `id` the member's only default (inside the caller's transaction). */
async function makeDefault(q: Queryable, memberId: number, id: number): Promise<void> {
  await q.sql
    .updateTable('consignees')
    .set({ is_default: false })
    .where('member_id', '=', memberId)
    .where('is_default', '=', true)
    .execute();
  await q.sql.updateTable('consignees').set({ is_default: true }).where('member_id', '=', memberId).where('id', '=', id).execute();
}

const notFound = () => new BusinessError(Codes.NOT_FOUND, '收货地址不存在');

/**
 * Saves an address: with `id` that one of the member's (another's is not found), without a new one.
 * Province → city → district must be a chain of the region table, ending at a district. The first
 * address, and one saved with `isDefault`, becomes the default.
 */
export async function saveConsignee(ctx: ApiContext, memberId: number, input: ConsigneeSave): Promise<Consignee> {
  const chain = await ctx.db.sql
    .selectFrom('regions')
    .select(['id', 'parent_id'])
    .where('id', 'in', [input.provinceId, input.cityId, input.districtId])
    .execute();
  const parent = (id: number) => chain.find((r) => r.id === id)?.parent_id;
  if (parent(input.provinceId) !== 0) throw invalid('请选择正确的省份');
  if (parent(input.cityId) !== input.provinceId) throw invalid('所选城市不属于该省份');
  if (parent(input.districtId) !== input.cityId) throw invalid('所选区县不属于该城市');
  const address = input.address.trim();
  const name = input.name.trim();
  if ([...name].length < 2) throw invalid('收货人长度应为2-20位');
  if ([...address].length < 5) throw invalid('详细地址长度应为5-120位');
  const row = {
    name,
    mobile: input.mobile,
    province_id: input.provinceId,
    city_id: input.cityId,
    district_id: input.districtId,
    address,
    updated_at: ctx.now(),
  };
  const id = await ctx.db.tx(async (q) => {
    // Counted and inserted under the member's row lock: two saves at once cannot pass the limit together.
    await q.sql.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirst();
    const kept = await q.sql.selectFrom('consignees').select(['id', 'is_default']).where('member_id', '=', memberId).execute();
    let savedId: number;
    if (input.id !== undefined) {
      if (!kept.some((k) => k.id === input.id)) throw notFound();
      await q.sql.updateTable('consignees').set(row).where('id', '=', input.id).where('member_id', '=', memberId).execute();
      savedId = input.id;
    } else {
      if (kept.length >= MAX_CONSIGNEES) throw invalid(`最多保存 ${MAX_CONSIGNEES} 个收货地址，请先删除不用的地址`);
      const inserted = await q.sql
        .insertInto('consignees')
        .values({ member_id: memberId, ...row })
        .returning('id')
        .executeTakeFirstOrThrow();
      savedId = inserted.id;
    }
    if (input.isDefault || !kept.some((k) => k.is_default && k.id !== savedId)) await makeDefault(q, memberId, savedId);
    return savedId;
  });
  const saved = (await consigneesOf(ctx.db, memberId)).find((c) => c.id === id);
  if (!saved) throw new BusinessError(Codes.INTERNAL);
  return saved;
}

/** Makes one of the member's addresses the default; another member's is not found. */
export async function setDefaultConsignee(ctx: ApiContext, memberId: number, id: number): Promise<void> {
  await ctx.db.tx(async (q) => {
    const row = await q.sql.selectFrom('consignees').select('id').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
    if (!row) throw notFound();
    await makeDefault(q, memberId, id);
  });
}

/**
 * Deletes one of the member's addresses (orders keep the one they were placed with); the default gone,
 * the newest other becomes the default. One already gone, or another member's, is left as it is.
 */
export async function deleteConsignee(ctx: ApiContext, memberId: number, id: number): Promise<void> {
  await ctx.db.tx(async (q) => {
    const gone = await q.sql
      .deleteFrom('consignees')
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .returning('is_default')
      .executeTakeFirst();
    if (!gone?.is_default) return;
    const next = await q.sql
      .selectFrom('consignees')
      .select('id')
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (next) await makeDefault(q, memberId, next.id);
  });
}
