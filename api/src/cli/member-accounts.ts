// Accounts an operator makes by hand (staff, test accounts): checked like the sign-up calls check them,
// the password hashed like the API hashes it, and a registered mobile refused by name.
import { Nickname, Password } from '@survey/contract';
import { Value } from '@sinclair/typebox/value';
import { BusinessError } from '../codes';
import type { ApiContext } from '../context';
import { hashPassword } from '../crypto';
import type { Db } from '../db';
import { MOBILE_RE, maskMobile } from '../lib/mobile';
import { createMember, memberByMobile } from '../account/members';

export interface NewAccount {
  mobile: string;
  password: string;
  nickname?: string;
}

export interface AccountLine {
  id: number;
  memberCode: string;
  mobile: string;
  nickname: string;
  createdAt: number;
}

/** Creates the member; throws an Error whose message says what is wrong (in Chinese, for the operator). */
export async function createAccount(db: Db, input: NewAccount, now: () => number = Date.now): Promise<AccountLine> {
  if (!MOBILE_RE.test(input.mobile)) throw new Error(`手机号格式不正确：${input.mobile}（11 位中国大陆手机号）`);
  if (!Value.Check(Password, input.password)) throw new Error('密码须为 6-20 位字母、数字或符号');
  if (input.nickname !== undefined && !Value.Check(Nickname, input.nickname)) throw new Error('昵称须为 1-20 个字符，不含 <>');
  const taken = `手机号 ${input.mobile} 已注册，未做任何改动`;
  if (await memberByMobile(db, input.mobile)) throw new Error(taken);
  const passwordHash = await hashPassword(input.password);
  // Member creation reads only the clock of the context.
  const ctx = { now } as Pick<ApiContext, 'now'> as ApiContext;
  try {
    const m = await db.tx((q) => createMember(q, ctx, { mobile: input.mobile, passwordHash, nickname: input.nickname }));
    return { id: m.id, memberCode: m.member_code, mobile: m.mobile, nickname: m.nickname, createdAt: m.created_at };
  } catch (e) {
    // Registered between the check and the insert (the unique index decides).
    if (e instanceof BusinessError) throw new Error(taken);
    throw e;
  }
}

/** The newest members, mobiles masked. */
export async function listAccounts(db: Db, limit = 50): Promise<AccountLine[]> {
  const rows = await db.sql
    .selectFrom('members')
    .select(['id', 'member_code', 'mobile', 'nickname', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((m) => ({
    id: m.id,
    memberCode: m.member_code,
    mobile: maskMobile(m.mobile),
    nickname: m.nickname,
    createdAt: m.created_at,
  }));
}
