// What each seeded task asks, who may join, how it is handed off and what a completion adds besides
// gold. Applied by the seed right after it creates the tasks (keyed by their hash ids).
import type { Queryable } from '../db';

interface TaskContent {
  channel: string;
  supplier: string;
  poll: number;
  credit: number;
  quality: number;
  description: string;
  audience: string;
  needsProfile?: boolean;
  minQuality?: number;
}

const CONTENT: Record<string, TaskContent> = {
  qz8Kd1: {
    channel: 'group',
    supplier: 'inhouse',
    poll: 1,
    credit: 10,
    quality: 5,
    description: '线上座谈会，由主持人带领围绕新能源汽车的购买决策、日常用车、充电体验与售后服务展开讨论，全程约 90 分钟。',
    audience: '已入选名单的新能源汽车车主',
  },
  Wl3mQa: {
    channel: 'welcome',
    supplier: 'inhouse',
    poll: 2,
    credit: 1,
    quality: 5,
    description: '新会员专属：回答 3 个小问题，让我们更了解你，以后为你推荐更合适的任务。',
    audience: '所有会员（每人一次）',
  },
  Tf7pXe: {
    channel: 'survey',
    supplier: 'inhouse',
    poll: 3,
    credit: 2,
    quality: 2,
    description: '了解家庭日常饮食与食品采购习惯，问卷共 3 题。',
    audience: '负责或参与家庭食品采购的会员',
  },
  Hc2nRb: {
    channel: 'survey',
    supplier: 'inhouse',
    poll: 4,
    credit: 1,
    quality: 1,
    description: '每天一道小问题，今天聊聊你的通勤方式。',
    audience: '需要通勤的上班族、学生',
  },
  Pk9sLd: {
    channel: 'agent',
    supplier: 'agent',
    poll: 7,
    credit: 5,
    quality: 3,
    description: '新品洗发水免费寄送到家，试用 7 天后填写使用反馈。先回答招募甄别问卷。',
    audience: '18-45 岁，非市场调研及广告行业从业者；需完成个人资料问卷',
    needsProfile: true,
  },
  Zy4vGc: {
    channel: 'mp',
    supplier: 'inhouse',
    poll: 1,
    credit: 1,
    quality: 1,
    description: '在微信小程序中拍下你家冰箱里的饮料并回答几个问题。请用手机微信扫码参加。',
    audience: '所有会员',
  },
  Bn6tMf: {
    channel: 'agent',
    supplier: 'agent',
    poll: 7,
    credit: 3,
    quality: 2,
    description: '试用记账 App 新版 30 分钟，完成体验问卷。',
    audience: '使用智能手机记账的会员',
  },
  Ra1wKh: {
    channel: 'survey',
    supplier: 'inhouse',
    poll: 1,
    credit: 0,
    quality: 1,
    description: '观看一段 30 秒的新品广告短片后回答几个问题。',
    audience: '所有会员',
  },
  Je5xNq: {
    channel: 'gmo',
    supplier: 'gmo',
    poll: 6,
    credit: 2,
    quality: 2,
    description: '由合作方 GMO Research 发布的网购平台满意度调研。',
    audience: '近三个月有网购经历的会员；需完成个人资料问卷',
    needsProfile: true,
  },
  Gu8yVs: {
    channel: 'survey',
    supplier: 'inhouse',
    poll: 1,
    credit: 2,
    quality: 2,
    description: '了解智能手机的日常使用习惯。',
    audience: '所有会员',
  },
  Md3zCt: {
    channel: 'cloud-agent',
    supplier: 'cloud',
    poll: 6,
    credit: 2,
    quality: 2,
    description: '外卖平台使用体验调研，由云调研平台代理发放。',
    audience: '质量分 80 分及以上、常点外卖的会员',
    minQuality: 80,
  },
  Xs7qEw: {
    channel: 'cloud-survey',
    supplier: 'cloud',
    poll: 5,
    credit: 2,
    quality: 2,
    description: '请根据最近一个月乘坐公交、地铁的体验，评价所在城市的公共交通。',
    audience: '最近一个月乘坐过公共交通的会员',
  },
};

/** Gives the seeded tasks their questionnaire, hand-off and rewards. */
export async function applyTaskContent(q: Queryable): Promise<void> {
  for (const [hashId, c] of Object.entries(CONTENT)) {
    await q.sql
      .updateTable('tasks')
      .set({
        channel: c.channel,
        supplier_id: c.supplier,
        poll_id: c.poll,
        credit: c.credit,
        quality: c.quality,
        description: c.description,
        audience: c.audience,
        needs_profile: c.needsProfile ?? false,
        min_quality: c.minQuality ?? 0,
      })
      .where('hash_id', '=', hashId)
      .execute();
  }
}
