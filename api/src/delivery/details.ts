// The member's payout and delivery details: identity, Alipay account, regions (addresses: address-book.ts).
import type { AlipayAccount, IdentityReview, IdentityState, Region } from '@survey/contract';
import { BusinessError, invalid } from '../codes';
import type { ApiContext } from '../context';
import { hmacSha256Hex } from '../crypto';
import type { Queryable } from '../db';
import { DeliveryCodes } from './errors';
import { idNumberProblem, maskIdNumber } from './id-number';
import { maskAccount, maskName } from '../lib/mask';

const NOT_VERIFIED: IdentityState = { verified: false, name: '', idNumber: '', verifiedAt: null };
/** Audit states of an identity (spec §3): 0 pending review, 1 valid, 2 invalid. */
const PENDING = 0;
const VALID = 1;
const INVALID = 2;

/** Only a valid identity counts: one under review or refused is not verified (its details are not shown). */
export async function identityOf(q: Queryable, memberId: number): Promise<IdentityState & { fullName?: string }> {
  const row = await q.sql.selectFrom('identities').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  if (!row || row.audit_status !== VALID) return NOT_VERIFIED;
  return { verified: true, name: maskName(row.name), idNumber: row.id_number_masked, verifiedAt: row.verified_at, fullName: row.name };
}

/** The identity with its review state, for the member account. */
export async function identityReviewOf(q: Queryable, memberId: number): Promise<IdentityReview> {
  const row = await q.sql
    .selectFrom('identities')
    .select(['audit_status', 'audit_reason'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const identity = publicIdentity(await identityOf(q, memberId));
  if (!row) return { ...identity, auditStatus: null, auditReason: '' };
  return { ...identity, auditStatus: row.audit_status as 0 | 1 | 2, auditReason: row.audit_status === INVALID ? row.audit_reason : '' };
}

const publicIdentity = ({ verified, name, idNumber, verifiedAt }: IdentityState): IdentityState => ({
  verified,
  name,
  idNumber,
  verifiedAt,
});

/** Verifies once: a valid number, not used by another member; only its mask and a keyed hash are kept. */
export async function verifyIdentity(ctx: ApiContext, memberId: number, input: { name: string; idNumber: string }): Promise<IdentityState> {
  const idNumber = input.idNumber.toUpperCase();
  const problem = idNumberProblem(idNumber, ctx.now());
  if (problem) throw invalid(problem);
  const hash = hmacSha256Hex(ctx.tokenSecret, `id-number:${idNumber}`);
  return ctx.db.tx(async (q) => {
    const mine = await q.sql
      .selectFrom('identities')
      .select(['id_number_hash', 'audit_status'])
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (mine?.audit_status === PENDING) throw new BusinessError(DeliveryCodes.ID_ALREADY_VERIFIED, '实名认证审核中，请等待审核结果');
    if (mine?.audit_status === VALID) {
      if (mine.id_number_hash === hash) return publicIdentity(await identityOf(q, memberId));
      throw new BusinessError(DeliveryCodes.ID_ALREADY_VERIFIED, '已完成实名认证，不能更换身份证');
    }
    // A refused identity is submitted again: the new details replace it.
    if (mine) await q.sql.deleteFrom('identities').where('member_id', '=', memberId).execute();
    const inserted = await q.sql
      .insertInto('identities')
      .values({
        member_id: memberId,
        name: input.name,
        id_number_masked: maskIdNumber(idNumber),
        id_number_hash: hash,
        verified_at: ctx.now(),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('member_id')
      .executeTakeFirst();
    if (!inserted) throw new BusinessError(DeliveryCodes.ID_TAKEN, '该身份证已认证过其他账号');
    return publicIdentity(await identityOf(q, memberId));
  });
}

export async function alipayOf(
  q: Queryable,
  memberId: number,
): Promise<(AlipayAccount & { fullAccount: string; fullName: string }) | null> {
  const row = await q.sql.selectFrom('alipay_accounts').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  if (!row) return null;
  return {
    account: maskAccount(row.account),
    name: maskName(row.name),
    updatedAt: row.updated_at,
    fullAccount: row.account,
    fullName: row.name,
  };
}

export const publicAlipay = (a: AlipayAccount | null): AlipayAccount | null =>
  a && { account: a.account, name: a.name, updatedAt: a.updatedAt };

/** Cash is paid to a verified person: the Alipay account's holder must be the verified name. */
export async function saveAlipay(ctx: ApiContext, memberId: number, input: { account: string; name: string }): Promise<AlipayAccount> {
  const identity = await identityOf(ctx.db, memberId);
  if (!identity.verified) throw new BusinessError(DeliveryCodes.IDENTITY_REQUIRED, '请先完成实名认证，再绑定提现支付宝');
  if (identity.fullName !== input.name) throw new BusinessError(DeliveryCodes.ALIPAY_NAME_MISMATCH, '支付宝实名须与实名认证的姓名一致');
  const row = { account: input.account.toLowerCase(), name: input.name, updated_at: ctx.now() };
  await ctx.db.sql
    .insertInto('alipay_accounts')
    .values({ member_id: memberId, ...row })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(row))
    .execute();
  return publicAlipay(await alipayOf(ctx.db, memberId))!;
}

export async function regionsUnder(q: Queryable, parentId: number): Promise<Region[]> {
  const rows = await q.sql
    .selectFrom('regions as r')
    .select(['r.id', 'r.name'])
    .select((eb) => eb.not(eb.exists(eb.selectFrom('regions as c').select('c.id').whereRef('c.parent_id', '=', 'r.id'))).as('leaf'))
    .where('r.parent_id', '=', parentId)
    .orderBy('r.sort')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, leaf: Boolean(r.leaf) }));
}
