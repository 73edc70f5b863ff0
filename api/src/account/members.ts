// Members: reading one by id or mobile, creating one, and the user info answers carry.
import type { UserInfo } from '@survey/contract';
import { type Selectable, sql } from 'kysely';
import { BusinessError, Codes } from '../codes';
import type { ApiContext } from '../context';
import { randomCode } from '../crypto';
import type { Queryable } from '../db';
import type { MembersTable } from '../db/schema';
import { maskMobile } from '../lib/mobile';

export type MemberRow = Selectable<MembersTable>;

export const userInfo = (m: MemberRow): UserInfo => ({
  id: m.id,
  nickname: m.nickname,
  avatar: m.avatar,
  memberCode: m.member_code,
  mobile: maskMobile(m.mobile),
  bbsRole: m.bbs_role,
  // Spec: bbsRole 1 or 2 hides the point display.
  ...(m.bbs_role === 1 || m.bbs_role === 2 ? {} : { gold: m.gold }),
});

export async function memberById(q: Queryable, id: number): Promise<MemberRow | undefined> {
  return q.sql.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function memberByMobile(q: Queryable, mobile: string): Promise<MemberRow | undefined> {
  return q.sql.selectFrom('members').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

/** Creates a member (nickname 会员<last 4 digits>, memberCode M<year><id>, a fresh invite code). */
export async function createMember(
  q: Queryable,
  ctx: ApiContext,
  input: { mobile: string; passwordHash?: string | null; nickname?: string; avatar?: string; invitedBy?: number | null },
): Promise<MemberRow> {
  // The id comes first: the member code is made from it.
  const { id } = await q.sql.selectNoFrom(sql<number>`nextval('members_id_seq')::int`.as('id')).executeTakeFirstOrThrow();
  const year = new Date(ctx.now() + 8 * 3600_000).getUTCFullYear();
  const memberCode = `M${year}${String(id).padStart(3, '0')}`;
  let inviteCode = randomCode(6);
  for (let i = 0; i < 5; i++) {
    const taken = await q.sql.selectFrom('members').select('id').where('invite_code', '=', inviteCode).executeTakeFirst();
    if (!taken) break;
    inviteCode = randomCode(6);
  }
  try {
    return await q.sql
      .insertInto('members')
      .values({
        id,
        mobile: input.mobile,
        password_hash: input.passwordHash ?? null,
        nickname: (input.nickname || `会员${input.mobile.slice(-4)}`).slice(0, 32),
        avatar: input.avatar ?? '',
        member_code: memberCode,
        invite_code: inviteCode,
        invited_by: input.invitedBy ?? null,
        created_at: ctx.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (e) {
    if (isUniqueViolation(e)) throw new BusinessError(Codes.MOBILE_REGISTERED);
    throw e;
  }
}

/** Sets one of the member's own columns: nickname, avatar, password hash, email or mobile. */
export async function updateMember(
  q: Queryable,
  id: number,
  values: { nickname: string } | { avatar: string } | { password_hash: string } | { email: string } | { mobile: string },
): Promise<void> {
  await q.sql.updateTable('members').set(values).where('id', '=', id).execute();
}

/** Whether another member has bound the email. */
export async function emailTakenByOther(q: Queryable, memberId: number, email: string): Promise<boolean> {
  return Boolean(await q.sql.selectFrom('members').select('id').where('email', '=', email).where('id', '!=', memberId).executeTakeFirst());
}

/** The member whose invite code this is (any case). */
export async function memberByInviteCode(q: Queryable, inviteCode: string): Promise<MemberRow | undefined> {
  return q.sql.selectFrom('members').selectAll().where('invite_code', '=', inviteCode.trim().toUpperCase()).executeTakeFirst();
}
