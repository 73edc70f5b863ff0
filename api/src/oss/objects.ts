// The uploaded objects' records (oss_objects): who owns each, its access and content type.
import type { Queryable } from '../db';

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
