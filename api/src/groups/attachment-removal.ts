// Removing attachments takes their files away too: the object's record goes in the removal's own
// transaction (no key of it signs again, and the file route serves only recorded objects, so a link
// signed before reads nothing), its bytes leave the store once that is committed.
import type { ApiContext } from '../context';
import type { Queryable } from '../db';

/** One attachment, or a response's attachments except those it keeps. */
export type Removal = { id: number } | { responseId: number; keep?: number[] };

/** Marks the attachments removed and drops their objects' records; returns the keys whose bytes to delete. */
export async function removeAttachments(q: Queryable, which: Removal): Promise<string[]> {
  let update = q.sql.updateTable('group_attachments').set({ removed: true }).where('removed', '=', false);
  if ('id' in which) update = update.where('id', '=', which.id);
  else {
    update = update.where('response_id', '=', which.responseId);
    if (which.keep?.length) update = update.where('id', 'not in', which.keep);
  }
  const keys = (await update.returning('oss_key').execute()).map((r) => r.oss_key);
  if (keys.length) await q.sql.deleteFrom('oss_objects').where('key', 'in', keys).execute();
  return keys;
}

/** After the removal is committed: bytes a failure leaves behind have no record, so nothing serves them. */
export async function deleteRemovedFiles(ctx: ApiContext, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await ctx.oss.store.delete(key);
    } catch (err) {
      ctx.log.warn({ err, key }, 'removed attachment: bytes not deleted');
    }
  }
}
