// The personal questionnaire (/user/survey) in two sections. Finishing both credits gold and quality
// once per member, in the same transaction as the answers.
import type { Answers, ProfileSaved, ProfileSection } from '@survey/contract';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import { addGold } from '../earnings/gold';
import { addScore, hasRef } from '../earnings/scores';
import { type StoredQuestion, checkAnswers, publicQuestions } from './questions';

export type ProfileSectionKey = 'property' | 'basic';
export const PROFILE_REWARD = { gold: 50, quality: 10 } as const;
const REF = 'profile';

const single = (id: string, title: string, labels: string[]): StoredQuestion => ({
  id,
  title,
  kind: 'single',
  options: labels.map((label, i) => ({ id: String.fromCharCode(97 + i), label })),
});
const multi = (id: string, title: string, labels: string[]): StoredQuestion => ({ ...single(id, title, labels), kind: 'multi' });

export const SECTIONS: Record<ProfileSectionKey, { title: string; questions: StoredQuestion[] }> = {
  property: {
    title: '个人属性',
    questions: [
      single('gender', '您的性别', ['男', '女']),
      single('age', '您的年龄段', ['18-24 岁', '25-34 岁', '35-44 岁', '45-54 岁', '55 岁及以上']),
      single('city', '您所在的城市', ['一线城市', '新一线城市', '二线城市', '三线及以下城市']),
      single('education', '您的最高学历', ['高中及以下', '大专', '本科', '硕士及以上']),
      single('occupation', '您的职业', ['企业职员', '公务员/事业单位', '自由职业', '学生', '其他']),
      single('income', '您的月收入', ['5000 元以下', '5000-10000 元', '10000-20000 元', '20000 元以上']),
    ],
  },
  basic: {
    title: '生活习惯',
    questions: [
      single('household', '您家共有几口人', ['1 人', '2 人', '3 人', '4 人及以上']),
      single('children', '您家中是否有 18 岁以下的孩子', ['有', '没有']),
      single('car', '您家是否有私家车', ['有燃油车', '有新能源车', '没有']),
      multi('interests', '您的兴趣爱好（多选）', ['运动健身', '美食烹饪', '数码科技', '旅行', '美妆护肤', '游戏动漫']),
    ],
  },
};

async function answersOf(q: Queryable, memberId: number): Promise<Map<string, Record<string, string[]>>> {
  const rows = await q.sql.selectFrom('member_profiles').select(['section', 'answers']).where('member_id', '=', memberId).execute();
  return new Map(rows.map((r) => [r.section, JSON.parse(r.answers) as Record<string, string[]>]));
}

export async function profileStatus(q: Queryable, memberId: number) {
  const saved = await answersOf(q, memberId);
  const property = saved.has('property');
  const basic = saved.has('basic');
  return { property, basic, completed: property && basic };
}

export async function profileSection(q: Queryable, memberId: number, key: ProfileSectionKey): Promise<ProfileSection> {
  const saved = (await answersOf(q, memberId)).get(key);
  return {
    title: SECTIONS[key].title,
    questions: publicQuestions(SECTIONS[key].questions),
    answers: saved ?? {},
    completed: Boolean(saved),
  };
}

/** Saves one section; the save that completes the questionnaire for the first time is rewarded. */
export async function saveProfileSection(
  q: Queryable,
  ctx: ApiContext,
  memberId: number,
  key: ProfileSectionKey,
  answers: Answers,
): Promise<ProfileSaved> {
  const chosen = checkAnswers(SECTIONS[key].questions, answers);
  // One save at a time per member: the reward check below then sees every earlier save.
  await q.sql.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow();
  const now = ctx.now();
  await q.sql
    .insertInto('member_profiles')
    .values({ member_id: memberId, section: key, answers: JSON.stringify(chosen), updated_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'section']).doUpdateSet({ answers: JSON.stringify(chosen), updated_at: now }))
    .execute();
  const { completed } = await profileStatus(q, memberId);
  if (!completed || (await hasRef(q, 'gold_records', memberId, REF))) return { completed, reward: null };
  await addGold(q, ctx, memberId, PROFILE_REWARD.gold, '完成个人资料问卷奖励', { ref: REF });
  const quality = await addScore(q, ctx, 'quality', memberId, PROFILE_REWARD.quality, '完成个人资料问卷', REF);
  return { completed, reward: { gold: PROFILE_REWARD.gold, quality } };
}
