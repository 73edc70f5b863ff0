import type { FastifyInstance } from 'fastify';
import { type HomePrompt, getHomeCheck } from '@survey/contract';
import { route } from '../../http/route';
import type { ApiContext } from '../../context';
import { PROFILE_REWARD, profileStatus } from '../../polls/profile';
import { unfinishedTask } from '../../tasks/hall';

/** What the home page prompts the member to do next. */
export function registerHomeCheckRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getHomeCheck, async (req, me) => {
    const memberId = me.id;
    const prompts: HomePrompt[] = [];
    if (!(await profileStatus(db, memberId)).completed) {
      prompts.push({
        key: 'profile',
        title: '完善个人资料，解锁更多任务',
        message: `完成个人资料问卷可获得 ${PROFILE_REWARD.gold} 金币和 ${PROFILE_REWARD.quality} 质量分，并为你匹配更多高价值任务。`,
        action: { label: '去填写', to: '/user/survey' },
      });
    }
    const unfinished = await unfinishedTask(db, memberId, ctx.now());
    if (unfinished) {
      prompts.push({
        key: 'unfinished-task',
        title: '你有答到一半的任务',
        // One attempt per task: it is finished on the supplier's page already open, not started again.
        message: `「${unfinished.title}」还没有完成，请在已打开的问卷页面完成作答（每个任务只能开始一次）。`,
        action: { label: '查看任务', to: `/task/detail/${unfinished.id}` },
      });
    }
    return { prompts };
  });
}
