// Demo discussion group (group 1, 新能源汽车用户体验座谈会): two sections, five topics, the host
// 13700137000 and three participants (13900139000 among them) with responses, a follow-up, votes
// and attachments, so every discussion screen has something to show.
import { sql } from 'kysely';
import type { Queryable } from '../db';
import { demoFileBytes } from './group-files';

const DAY = 86_400_000;
const GROUP = 1;

const SECTIONS: [string, string[]][] = [
  ['用车体验', ['自我介绍与用车情况', '充电体验', '售后与保养']],
  ['购车决策', ['购车时最看重的因素', '智能驾驶功能']],
];
const NEW_TOPICS: [string, string][] = [
  ['售后与保养', '<p>说说您在4S店或品牌服务中心的保养、维修经历，有哪些满意和不满意的地方？</p>'],
  ['智能驾驶功能', '<p>您是否经常使用辅助驾驶？哪些功能真正有用，哪些只是噱头？</p>'],
];
const VOTES: Record<string, string[]> = {
  购车时最看重的因素: ['续航', '价格', '品牌', '智能化'],
  智能驾驶功能: ['每天使用', '偶尔使用', '从不使用'],
};

/** Sections, the extra topics and the vote options (site content: seeded once, demo or not). */
export async function seedGroupContent(q: Queryable, now: number): Promise<void> {
  for (const [title, content] of NEW_TOPICS) {
    await q.sql
      .insertInto('group_topics')
      .values({ group_id: GROUP, title, content, sort: 10, created_at: now - DAY })
      .execute();
  }
  for (const [i, [title, topics]] of SECTIONS.entries()) {
    const { id } = await q.sql
      .insertInto('group_sections')
      .values({ group_id: GROUP, title, sort: i })
      .returning('id')
      .executeTakeFirstOrThrow();
    await q.sql.updateTable('group_topics').set({ section_id: id }).where('group_id', '=', GROUP).where('title', 'in', topics).execute();
  }
  for (const [topic, options] of Object.entries(VOTES)) {
    const { id } = await q.sql
      .selectFrom('group_topics')
      .select('id')
      .where('group_id', '=', GROUP)
      .where('title', '=', topic)
      .executeTakeFirstOrThrow();
    await q.sql
      .insertInto('group_vote_options')
      .values(options.map((title, sort) => ({ topic_id: id, title, sort })))
      .execute();
  }
}

const PARTICIPANTS = [
  {
    mobile: '13900139001',
    nickname: '张先生',
    code: 'M2026004',
    invite: 'ZHANG7',
    attrs: [
      ['性别', '男'],
      ['年龄段', '35-44岁'],
      ['城市', '杭州'],
      ['车型', '纯电 SUV'],
    ],
  },
  {
    mobile: '13900139002',
    nickname: '陈女士',
    code: 'M2026005',
    invite: 'CHEN88',
    attrs: [
      ['性别', '女'],
      ['年龄段', '25-34岁'],
      ['城市', '上海'],
      ['车型', '插混轿车'],
    ],
  },
];
const WANG_ATTRS = [
  ['性别', '女'],
  ['年龄段', '25-34岁'],
  ['城市', '深圳'],
  ['车型', '燃油车（计划换电车）'],
];

/** Seeded attachment files, written into the object store when the API starts (see group-files.ts). */
export const DEMO_ATTACHMENTS = [
  { member: '13900139000', topic: '充电体验', name: '17637000000001234.png', original: '小区充电桩.png', type: 'image/png' },
  { member: '13900139001', topic: '自我介绍与用车情况', name: '17637000000005678.txt', original: '用车记录.txt', type: 'text/plain' },
];

const RESPONSES: [string, string, string, string][] = [
  // member mobile, topic, tag, content
  ['13900139000', '自我介绍与用车情况', '经历', '我在深圳做产品经理，家里目前一台燃油车，每天通勤 30 公里，正在考虑换新能源。'],
  ['13900139001', '自我介绍与用车情况', '经历', '杭州，开纯电 SUV 两年了，主要是接送孩子和周末自驾，用车记录见附件。'],
  ['13900139002', '自我介绍与用车情况', '经历', '上海，插混轿车，上牌方便是主要原因，平时基本用电。'],
  ['13900139000', '充电体验', '观点', '小区没有固定车位装不了家充，公共快充排队是最大的顾虑，附上我常去的充电站照片。'],
  ['13900139001', '充电体验', '经历', '家充晚上充很方便，但长途高速服务区节假日要排一个小时。'],
  ['13900139001', '购车时最看重的因素', '观点', '续航第一，其次是车机的流畅度。'],
  ['13900139002', '购车时最看重的因素', '建议', '希望厂家把保值率也公开出来，二手车价格是我最担心的。'],
];

/** The group's members and their activity (demo only; the members table must already hold the three demo accounts). */
export async function seedGroupMembers(q: Queryable, now: number, passwordHash: string): Promise<void> {
  for (const p of PARTICIPANTS) {
    const { id } = await q.sql
      .insertInto('members')
      .values({
        mobile: p.mobile,
        nickname: p.nickname,
        member_code: p.code,
        invite_code: p.invite,
        email: '',
        gold: 0,
        credit: 20,
        quality: 70,
        bbs_role: 2,
        password_hash: passwordHash,
        avatar: '',
        created_at: now - 90 * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attrs = JSON.stringify(p.attrs.map(([label, value]) => ({ label, value })));
    await q.sql
      .insertInto('group_members')
      .values({ group_id: GROUP, member_id: id, role: 2, name: p.nickname, avatar: '', attrs })
      .execute();
  }
  await q.sql
    .updateTable('group_members')
    .set({ attrs: JSON.stringify(WANG_ATTRS.map(([label, value]) => ({ label, value }))) })
    .where('group_id', '=', GROUP)
    .where('role', '=', 2)
    .where(sql<boolean>`attrs = '[]'::jsonb`)
    .execute();

  const members = await q.sql.selectFrom('members').select(['id', 'mobile']).execute();
  const memberId = (mobile: string) => members.find((m) => m.mobile === mobile)!.id;
  const topics = await q.sql.selectFrom('group_topics').select(['id', 'title']).where('group_id', '=', GROUP).execute();
  const topicId = (title: string) => topics.find((t) => t.title === title)!.id;

  const ids: number[] = [];
  for (const [i, [mobile, topic, tag, content]] of RESPONSES.entries()) {
    const at = now - 20 * 3600_000 + i * 600_000;
    const { id } = await q.sql
      .insertInto('group_responses')
      .values({ group_id: GROUP, topic_id: topicId(topic), member_id: memberId(mobile), content, tag, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  // The host's follow-up on 王女士's charging answer.
  const at = now - 10 * 3600_000;
  await q.sql
    .insertInto('group_responses')
    .values({
      group_id: GROUP,
      topic_id: topicId('充电体验'),
      member_id: memberId('13700137000'),
      parent_id: ids[3],
      content: '如果小区能申请共享充电桩，您愿意为此每月多付多少物业费？',
      created_at: at,
      updated_at: at,
    })
    .execute();

  for (const [i, a] of DEMO_ATTACHMENTS.entries()) {
    const owner = memberId(a.member);
    const key = `bbs/${owner}/${a.name}`;
    const size = demoFileBytes(a.type).length;
    await q.sql
      .insertInto('oss_objects')
      .values({ key, acl: 'private', content_type: a.type, size, created_at: now - DAY, owner_id: owner })
      .execute();
    const response = ids[RESPONSES.findIndex(([m, t]) => m === a.member && t === a.topic)];
    await q.sql
      .insertInto('group_attachments')
      .values({
        group_id: GROUP,
        topic_id: topicId(a.topic),
        member_id: owner,
        response_id: response,
        oss_key: key,
        original_name: a.original,
        content_type: a.type,
        size,
        created_at: now - DAY + i,
      })
      .execute();
  }

  const options = await q.sql.selectFrom('group_vote_options').select(['id', 'topic_id', 'title']).execute();
  const votes: [string, string][] = [
    ['13900139001', '续航'],
    ['13900139002', '价格'],
  ];
  for (const [mobile, title] of votes) {
    const option = options.find((o) => o.title === title)!;
    await q.sql
      .insertInto('group_votes')
      .values({ topic_id: option.topic_id, member_id: memberId(mobile), option_id: option.id, created_at: now - DAY })
      .execute();
  }
}
