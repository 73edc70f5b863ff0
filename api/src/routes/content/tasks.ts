import type { FastifyInstance } from 'fastify';
import { getGroupTask } from '@survey/contract';
import { route } from '../../http/route';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { groupTaskByHashId } from '../../groups/access';

/** A discussion group's task (the group login page reads it). */
export function registerTaskRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  // A discussion group by its hash id, or by its numeric task id.
  route(api, ctx, getGroupTask, async (req) => {
    const hashId = req.query.hashId.trim();
    const t = await groupTaskByHashId(db, hashId);
    if (!t) throw new BusinessError(Codes.NOT_FOUND, '讨论组不存在');
    return { taskId: t.id, hashId: t.hash_id, title: t.title, hostName: t.host_name, startAt: t.start_at, intro: t.intro };
  });
}
