// What one member may keep in the object store, and what a policy may still grant.
import type { Queryable } from '../db';

/** Per member: this many objects, this many bytes in all. */
export const OSS_QUOTA = { objects: 200, bytes: 100 * 1024 * 1024 } as const;

export async function ossUsage(q: Queryable, ownerId: number): Promise<{ objects: number; bytes: number }> {
  const row = await q.sql
    .selectFrom('oss_objects')
    .select((eb) => [eb.fn.countAll<number>().as('objects'), eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes')])
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return { objects: Number(row.objects), bytes: Number(row.bytes) };
}
