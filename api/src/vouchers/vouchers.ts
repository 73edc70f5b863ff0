// The voucher zone: cards a virtual redeem issued (a code, a value that can be spent in parts) and
// gold coupons that lower a redeem's price. Expiry is read from expires_at, never stored.
import type { AllowedVoucher, Voucher, VoucherCheck, VoucherDetail } from '@survey/contract';
import type { Selectable } from 'kysely';
import { BusinessError, Codes } from '../codes';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import type { BenefitsTable, VouchersTable } from '../db/schema';
import { maskCode } from '../lib/mask';
import { VoucherCodes } from './errors';
import { couponShare, memberPrice } from '../earnings/member-price';

export type VoucherRow = Selectable<VouchersTable>;
export const VOUCHER_STATE = { USABLE: 0, USED: 1, EXPIRED: 2 } as const;

export const voucherState = (v: Pick<VoucherRow, 'state' | 'expires_at'>, now: number): number =>
  v.state === VOUCHER_STATE.USED ? VOUCHER_STATE.USED : v.expires_at <= now ? VOUCHER_STATE.EXPIRED : VOUCHER_STATE.USABLE;

export const toVoucher = (v: VoucherRow, now: number): Voucher => ({
  id: v.id,
  kind: v.kind,
  title: v.title,
  state: voucherState(v, now),
  expiresAt: v.expires_at,
  createdAt: v.created_at,
  rules: v.rules,
  code: maskCode(v.code),
  faceValueFen: v.face_value_fen,
  balanceFen: v.balance_fen,
  orderId: v.order_id,
  deduction: v.deduction,
  threshold: v.threshold,
  exchangeType: v.exchange_type,
});

/** The gold a coupon takes off `b`'s price, or null when it cannot be used on it now. */
export function couponDeduction(v: VoucherRow, b: Selectable<BenefitsTable>, now: number): number | null {
  if (v.kind !== 'coupon' || voucherState(v, now) !== VOUCHER_STATE.USABLE) return null;
  if (b.price < v.threshold || (v.exchange_type !== null && v.exchange_type !== b.type)) return null;
  return Math.min(v.deduction, b.price);
}

async function mine(q: Queryable, memberId: number, id: number, lock = false): Promise<VoucherRow> {
  let query = q.sql.selectFrom('vouchers').selectAll().where('id', '=', id).where('member_id', '=', memberId);
  if (lock) query = query.forUpdate();
  const v = await query.executeTakeFirst();
  if (!v) throw new BusinessError(Codes.NOT_FOUND, '卡券不存在');
  return v;
}

export async function voucherDetail(q: Queryable, v: VoucherRow, now: number): Promise<VoucherDetail> {
  const uses = await q.sql
    .selectFrom('voucher_uses')
    .select(['value_fen', 'note', 'created_at'])
    .where('voucher_id', '=', v.id)
    .orderBy('id')
    .execute();
  return { ...toVoucher(v, now), uses: uses.map((u) => ({ valueFen: u.value_fen, note: u.note, createdAt: u.created_at })) };
}

export async function listVouchers(ctx: ApiContext, memberId: number, state: number | undefined, size: number, offset: number) {
  const now = ctx.now();
  const all = ctx.db.sql.selectFrom('vouchers').where('member_id', '=', memberId);
  const filtered =
    state === VOUCHER_STATE.USED
      ? all.where('state', '=', VOUCHER_STATE.USED)
      : state === VOUCHER_STATE.EXPIRED
        ? all.where('state', '=', VOUCHER_STATE.USABLE).where('expires_at', '<=', now)
        : state === VOUCHER_STATE.USABLE
          ? all.where('state', '=', VOUCHER_STATE.USABLE).where('expires_at', '>', now)
          : all;
  const rows = await filtered.selectAll().orderBy('id', 'desc').limit(size).offset(offset).execute();
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const states = await all.select(['state', 'expires_at']).execute();
  const count = (s: number) => states.filter((v) => voucherState(v, now) === s).length;
  return {
    list: rows.map((v) => toVoucher(v, now)),
    total,
    counts: { usable: count(VOUCHER_STATE.USABLE), used: count(VOUCHER_STATE.USED), expired: count(VOUCHER_STATE.EXPIRED) },
  };
}

export async function getVoucherDetail(ctx: ApiContext, memberId: number, id: number): Promise<VoucherDetail> {
  return voucherDetail(ctx.db, await mine(ctx.db, memberId, id), ctx.now());
}

export async function revealCode(ctx: ApiContext, memberId: number, id: number): Promise<{ code: string }> {
  const v = await mine(ctx.db, memberId, id);
  if (v.kind !== 'card' || !v.code) throw new BusinessError(VoucherCodes.VOUCHER_STATE, '抵扣券没有卡密');
  return { code: v.code };
}

export async function checkVoucher(ctx: ApiContext, memberId: number, id: number): Promise<VoucherCheck> {
  const v = await mine(ctx.db, memberId, id);
  const state = voucherState(v, ctx.now());
  const message =
    state === VOUCHER_STATE.USED
      ? '已使用'
      : state === VOUCHER_STATE.EXPIRED
        ? '已过期'
        : v.kind === 'card' && v.face_value_fen > 0
          ? `可使用，余额 ¥${(v.balance_fen / 100).toFixed(2)}`
          : '可使用';
  return { valid: state === VOUCHER_STATE.USABLE, state, balanceFen: v.balance_fen, expiresAt: v.expires_at, message };
}

/**
 * The member's coupons usable on product `benefitId` (the same test the redeem applies), the biggest
 * deduction first; `payable` is what the redeem would charge with it, the member's right included.
 */
export async function allowedVouchers(ctx: ApiContext, memberId: number, credit: number, benefitId: number): Promise<AllowedVoucher[]> {
  const b = await ctx.db.sql.selectFrom('benefits').selectAll().where('id', '=', benefitId).executeTakeFirst();
  if (!b) throw new BusinessError(Codes.NOT_FOUND, '商品不存在');
  const price = memberPrice(b.price, credit);
  const now = ctx.now();
  const coupons = await ctx.db.sql
    .selectFrom('vouchers')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '=', 'coupon')
    .where('state', '=', VOUCHER_STATE.USABLE)
    .where('expires_at', '>', now)
    .execute();
  return coupons
    .map((v) => ({ v, deduction: couponDeduction(v, b, now) }))
    .filter((x): x is { v: VoucherRow; deduction: number } => x.deduction !== null)
    .map(({ v, deduction }) => ({ v, deduction: couponShare(price, deduction) }))
    .sort((x, y) => y.deduction - x.deduction || x.v.expires_at - y.v.expires_at)
    .map(({ v, deduction }) => ({ voucher: toVoucher(v, now), deduction, payable: price.payable - deduction }));
}

/**
 * Records spending `valueFen` of a card (all that is left when undefined). The same key twice is one
 * use; the balance never goes below zero; a card with nothing left is used.
 */
export async function useCard(
  ctx: ApiContext,
  memberId: number,
  input: { id: number; key: string; valueFen?: number; note?: string },
): Promise<VoucherDetail> {
  return ctx.db.tx(async (q) => {
    const now = ctx.now();
    const v = await mine(q, memberId, input.id, true);
    const seen = await q.sql
      .selectFrom('voucher_uses')
      .select('id')
      .where('voucher_id', '=', v.id)
      .where('idem_key', '=', input.key)
      .executeTakeFirst();
    if (seen) return voucherDetail(q, v, now);
    if (v.kind !== 'card') throw new BusinessError(VoucherCodes.VOUCHER_STATE, '抵扣券在兑换商品时使用');
    if (voucherState(v, now) !== VOUCHER_STATE.USABLE) throw new BusinessError(VoucherCodes.VOUCHER_STATE, '卡券已使用或已过期');
    const value = input.valueFen ?? v.balance_fen;
    if (input.valueFen !== undefined && v.face_value_fen === 0)
      throw new BusinessError(VoucherCodes.VOUCHER_BALANCE, '这张卡没有面值，不能按金额使用');
    if (value > v.balance_fen) {
      throw new BusinessError(VoucherCodes.VOUCHER_BALANCE, `使用金额超过余额 ¥${(v.balance_fen / 100).toFixed(2)}`);
    }
    const balance = v.balance_fen - value;
    const usedUp = input.valueFen === undefined || balance === 0;
    const updated = await q.sql
      .updateTable('vouchers')
      .set({ balance_fen: balance, ...(usedUp ? { state: VOUCHER_STATE.USED, used_at: now } : {}) })
      .where('id', '=', v.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const note = input.note?.trim() || (usedUp && input.valueFen === undefined ? '标记为已用完' : '使用');
    await q.sql
      .insertInto('voucher_uses')
      .values({ voucher_id: v.id, value_fen: value, note, idem_key: input.key, created_at: now })
      .execute();
    return voucherDetail(q, updated, now);
  });
}
