// The uploaded objects' records (oss_objects): who owns each, its access and content type.
import type { OssAcl } from '@survey/contract';
import { sql } from 'kysely';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import { OSS_QUOTA, ossUsage } from './quota';

/** The access and content type of an object the member owns, or undefined. */
export async function ownObject(q: Queryable, key: string, ownerId: number) {
  return q.sql
    .selectFrom('oss_objects')
    .select(['acl', 'content_type'])
    .where('key', '=', key)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

export async function objectByKey(q: Queryable, key: string) {
  return q.sql.selectFrom('oss_objects').selectAll().where('key', '=', key).executeTakeFirst();
}

/**
 * Claims a key for an upload within the owner's quota, in the caller's transaction: 'quota' when the
 * upload would pass it, 'taken' when the key exists (a key is written once, never overwritten).
 */
export async function claimObject(
  q: Queryable,
  ctx: ApiContext,
  o: { key: string; acl: OssAcl; contentType: string; size: number; ownerId: number },
): Promise<'claimed' | 'quota' | 'taken'> {
  // One upload at a time per owner, so two cannot both fit in the last of the quota.
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`oss:${o.ownerId}`}))`.execute(q.sql);
  const usage = await ossUsage(q, o.ownerId);
  if (usage.objects >= OSS_QUOTA.objects || usage.bytes + o.size > OSS_QUOTA.bytes) return 'quota';
  const claimed = await q.sql
    .insertInto('oss_objects')
    .values({ key: o.key, acl: o.acl, content_type: o.contentType, size: o.size, created_at: ctx.now(), owner_id: o.ownerId })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed ? 'claimed' : 'taken';
}

export async function deleteObject(q: Queryable, key: string): Promise<void> {
  await q.sql.deleteFrom('oss_objects').where('key', '=', key).execute();
}
