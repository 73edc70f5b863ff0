import type { FastifyInstance } from 'fastify';
import { getGroupTask } from '@survey/contract';
import { route } from '../../http/route';
import { ApiError, Codes } from '../../codes';
import type { Ctx } from '../../context';

/** A discussion group's task (the group login page reads it). */
export function registerTaskRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  // A discussion group by its hash id, or by its numeric task id.
  route(api, getGroupTask, async (req) => {
    const hashId = req.query.hashId.trim();
    const numericId = /^\d{1,9}$/.test(hashId) ? Number(hashId) : undefined;
    const t = await db.sql
      .selectFrom('tasks')
      .selectAll()
      .where('type', '=', 4)
      .where((eb) => eb.or([eb('hash_id', '=', hashId), ...(numericId === undefined ? [] : [eb('id', '=', numericId)])]))
      .executeTakeFirst();
    if (!t) throw new ApiError(Codes.NOT_FOUND, '讨论组不存在');
    return { taskId: t.id, hashId: t.hash_id, title: t.title, hostName: t.host_name, startAt: t.start_at, intro: t.intro };
  });
}
