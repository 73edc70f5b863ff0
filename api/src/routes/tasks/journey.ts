import type { FastifyInstance } from 'fastify';
import { type TaskResult, getBrowseRedirect, getTaskResult, postTaskCallback, postTaskReport, postTaskStart } from '@survey/contract';
import { route } from '../../http/route';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { startTask } from '../../tasks/handoff';
import { checkRedirect } from '../../tasks/redirects';
import { settleResult } from '../../tasks/settle';
import { taskResultByRef } from '../../tasks/task-view';

/** Starting a task, the supplier's signed result (reported and brought back), the result page, and leaving the site. */
export function registerJourneyRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, postTaskStart, async (req, me) => startTask(db, ctx, me.id, req.body.taskId, req.body.channel));

  // No session needed: a member may come back from the supplier in a browser that is not signed in.
  route(api, ctx, postTaskCallback, async (req) => settleResult(db, ctx, req.body));
  // The supplier's own report of the same signed result: the result no longer depends on the browser.
  route(api, ctx, postTaskReport, async (req) => settleResult(db, ctx, req.body));

  route(api, ctx, getTaskResult, async (req) => {
    const row = await taskResultByRef(db, req.query.ref);
    if (!row) throw new BusinessError(Codes.NOT_FOUND, '答题结果不存在');
    return {
      ref: row.ref,
      status: row.status as TaskResult['status'],
      state: row.state,
      taskId: row.id,
      taskTitle: row.title,
      taskType: row.type,
      gold: row.gold,
      credit: row.credit,
      quality: row.quality,
      createdAt: row.created_at,
    };
  });

  route(api, ctx, getBrowseRedirect, async (req) => checkRedirect(db, req.query.url));
}
