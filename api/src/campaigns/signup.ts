// What the pages bringing people in read and write: partner channels, recruitment applications, app releases.
import type { ApiContext } from '../context';
import type { Queryable } from '../db';

export async function drainageChannel(q: Queryable, code: string) {
  return q.sql.selectFrom('drainage_channels').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Notes the channel a new member came in by. */
export async function recordMemberChannel(q: Queryable, ctx: ApiContext, memberId: number, channel: string): Promise<void> {
  await q.sql.insertInto('member_channels').values({ member_id: memberId, channel, created_at: ctx.now() }).execute();
}

export async function createRecruitApplication(
  q: Queryable,
  ctx: ApiContext,
  application: { name: string; school: string; grade: string; reason: string; mobile: string },
) {
  return q.sql
    .insertInto('recruit_applications')
    .values({ ...application, created_at: ctx.now() })
    .returning('created_at')
    .executeTakeFirstOrThrow();
}

export async function appRelease(q: Queryable, platform: string) {
  return q.sql.selectFrom('app_releases').selectAll().where('platform', '=', platform).executeTakeFirst();
}
