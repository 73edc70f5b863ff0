// Who may do what in a discussion group: every call names its group (or a topic of it), and the
// signed-in member must hold a seat there; host-only calls need the host's seat (role 1).
import { BusinessError, Codes } from '../codes';
import type { ApiContext } from '../context';
import type { Queryable } from '../db';

/** Envelope codes of discussion groups (24xx). */
export const GroupCodes = {
  HOST_ONLY: 2401,
  NOT_YOURS: 2402,
  ATTACHMENT_REFUSED: 2403,
  NO_SUCH_OPTION: 2404,
} as const;

export const ROLE_HOST = 1;

export interface Seat {
  groupId: number;
  memberId: number;
  role: number;
  name: string;
  avatar: string;
  isHost: boolean;
}

async function seatIn(q: Queryable, groupId: number, memberId: number): Promise<Seat> {
  const group = await q.sql.selectFrom('tasks').select('id').where('id', '=', groupId).where('type', '=', 4).executeTakeFirst();
  if (!group) throw new BusinessError(Codes.NOT_FOUND, '讨论组不存在');
  const seat = await q.sql
    .selectFrom('group_members')
    .select(['role', 'name', 'avatar'])
    .where('group_id', '=', groupId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!seat) throw new BusinessError(Codes.NOT_GROUP_MEMBER);
  return { groupId, memberId, ...seat, isHost: seat.role === ROLE_HOST };
}

/** Whether the member holds a seat (the host's too) in the group of the attachment stored under `key`, while it is not removed. */
export async function seatedForAttachment(q: Queryable, key: string, memberId: number): Promise<boolean> {
  const row = await q.sql
    .selectFrom('group_attachments as a')
    .innerJoin('group_members as m', (j) => j.onRef('m.group_id', '=', 'a.group_id').on('m.member_id', '=', memberId))
    .select('a.id')
    .where('a.oss_key', '=', key)
    .where('a.removed', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}

/** The signed-in member's seat in a group, or 401 / 404 / 1011. */
export async function groupSeat(ctx: ApiContext, memberId: number, groupId: number, { host = false } = {}): Promise<Seat> {
  const seat = await seatIn(ctx.db, groupId, memberId);
  if (host && !seat.isHost) throw new BusinessError(GroupCodes.HOST_ONLY, '仅主持人可以查看或操作');
  return seat;
}

export interface TopicRow {
  id: number;
  group_id: number;
  title: string;
  content: string;
  section_id: number | null;
  created_at: number;
  focusSectionTitle: string;
}

/** A topic and the signed-in member's seat in its group. */
export async function topicSeat(ctx: ApiContext, memberId: number, topicId: number, options: { host?: boolean } = {}) {
  const topic: TopicRow | undefined = await ctx.db.sql
    .selectFrom('group_topics as t')
    .leftJoin('group_sections as s', 's.id', 't.section_id')
    .select(['t.id', 't.group_id', 't.title', 't.content', 't.section_id', 't.created_at'])
    .select((eb) => eb.fn.coalesce('s.title', eb.val('')).as('focusSectionTitle'))
    .where('t.id', '=', topicId)
    .executeTakeFirst();
  if (!topic) throw new BusinessError(Codes.NOT_FOUND, '话题不存在');
  const seat = await seatIn(ctx.db, topic.group_id, memberId);
  if (options.host && !seat.isHost) throw new BusinessError(GroupCodes.HOST_ONLY, '仅主持人可以查看或操作');
  return { topic, seat };
}

/** The group of a hash id (or numeric task id) and the member's place in it, for signing in to a group. */
export async function groupMembership(q: Queryable, taskHashId: string, memberId: number) {
  const numericId = /^\d{1,9}$/.test(taskHashId) ? Number(taskHashId) : undefined;
  const task = await q.sql
    .selectFrom('tasks')
    .select('id')
    .where((eb) =>
      numericId === undefined ? eb('hash_id', '=', taskHashId) : eb.or([eb('hash_id', '=', taskHashId), eb('id', '=', numericId)]),
    )
    .executeTakeFirst();
  if (!task) throw new BusinessError(Codes.NOT_FOUND, '讨论组不存在');
  const seat = await q.sql
    .selectFrom('group_members')
    .select(['name', 'avatar', 'role'])
    .where('group_id', '=', task.id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!seat) throw new BusinessError(Codes.NOT_GROUP_MEMBER);
  return { taskId: task.id, seat };
}

/** The discussion-group task of a hash id (or numeric task id), or undefined. */
export async function groupTaskByHashId(q: Queryable, hashId: string) {
  const numericId = /^\d{1,9}$/.test(hashId) ? Number(hashId) : undefined;
  return q.sql
    .selectFrom('tasks')
    .selectAll()
    .where('type', '=', 4)
    .where((eb) => eb.or([eb('hash_id', '=', hashId), ...(numericId === undefined ? [] : [eb('id', '=', numericId)])]))
    .executeTakeFirst();
}
