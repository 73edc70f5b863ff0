// The groups pass: each scale group gets its participants (members picked at random, role 2) and
// their responses spread over the group's topics, a few participants writing most of them.
import type { CopyTable } from './copy';
import { PARTICIPANTS_PER_GROUP, PER_MEMBER, random, recentBiased, roundRandom } from './volumes';

export const GROUP_TABLES = {
  group_members: ['group_id', 'member_id', 'role', 'name'],
  group_responses: ['group_id', 'topic_id', 'member_id', 'content', 'created_at', 'updated_at'],
} as const;
export type GroupTable = keyof typeof GROUP_TABLES;

const ANSWERS = [
  '我觉得续航最重要，其次是价格。',
  '平时主要在小区充电，偶尔用公共快充。',
  '售后服务体验一般，希望能改进。',
  '同意楼上的看法。',
];
const DAY = 86_400_000;

export async function groupsPass(input: {
  members: number;
  groups: { id: number; topics: number[] }[];
  now: number;
  seed: number;
  out: Record<GroupTable, CopyTable>;
}): Promise<void> {
  const { members, groups, now, out } = input;
  const rnd = random(input.seed * 7 + 1);
  // Responses per participant so that the whole is PER_MEMBER.responses per member.
  const perParticipant = (PER_MEMBER.responses * members) / Math.max(1, groups.length * PARTICIPANTS_PER_GROUP);
  let weightSum = 0;
  for (let k = 1; k <= PARTICIPANTS_PER_GROUP; k++) weightSum += k ** -0.7;
  for (const g of groups) {
    const seen = new Set<number>();
    while (seen.size < Math.min(PARTICIPANTS_PER_GROUP, members)) seen.add(1 + Math.floor(rnd() * members));
    let k = 0;
    for (const member of seen) {
      k += 1;
      await out.group_members.write([g.id, member, 2, `会员${String(member).slice(-4)}`]);
      const n = roundRandom((perParticipant * PARTICIPANTS_PER_GROUP * k ** -0.7) / weightSum, rnd);
      for (let i = 0; i < n; i++) {
        const t = recentBiased(now - 365 * DAY, now, rnd);
        const topic = g.topics[Math.floor(rnd() * g.topics.length)];
        await out.group_responses.write([g.id, topic, member, ANSWERS[Math.floor(rnd() * ANSWERS.length)], t, t]);
      }
    }
  }
}
