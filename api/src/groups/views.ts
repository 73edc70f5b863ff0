// Responses and attachments as the calls return them: with their author's group name and role,
// the attachments of each response, and whether the viewer wrote them.
import path from 'node:path';
import type { Attachment, GroupResponse } from '@survey/contract';
import type { Queryable } from '../db';

export interface AttachmentFilter {
  groupId?: number;
  topicId?: number;
  responseIds?: number[];
  ids?: number[];
}

/** The file name a download gets: the object's own name, timestamp + 1000-9999 + extension. */
export const attachmentFileName = (key: string) => path.posix.basename(key);

export async function loadAttachments(q: Queryable, filter: AttachmentFilter, viewerId: number): Promise<Attachment[]> {
  if (filter.responseIds?.length === 0 || filter.ids?.length === 0) return [];
  let query = q.sql
    .selectFrom('group_attachments as a')
    .innerJoin('group_topics as t', 't.id', 'a.topic_id')
    .innerJoin('group_members as m', (j) => j.onRef('m.group_id', '=', 'a.group_id').onRef('m.member_id', '=', 'a.member_id'))
    .select([
      'a.id',
      'a.topic_id',
      't.title',
      'a.response_id',
      'a.member_id',
      'm.name',
      'a.oss_key',
      'a.original_name',
      'a.content_type',
      'a.size',
      'a.created_at',
    ])
    .where('a.removed', '=', false);
  if (filter.groupId !== undefined) query = query.where('a.group_id', '=', filter.groupId);
  if (filter.topicId !== undefined) query = query.where('a.topic_id', '=', filter.topicId);
  if (filter.responseIds) query = query.where('a.response_id', 'in', filter.responseIds);
  if (filter.ids) query = query.where('a.id', 'in', filter.ids);
  const rows = await query.orderBy('a.id', 'desc').limit(1000).execute();
  return rows.map((a) => ({
    id: a.id,
    topicId: a.topic_id,
    topicTitle: a.title,
    responseId: a.response_id,
    memberId: a.member_id,
    memberName: a.name,
    fileName: attachmentFileName(a.oss_key),
    originalName: a.original_name || attachmentFileName(a.oss_key),
    contentType: a.content_type,
    size: a.size,
    mine: a.member_id === viewerId,
    createdAt: Number(a.created_at),
  }));
}

export interface ResponseFilter {
  groupId?: number;
  topicId?: number;
  /** Responses to the topics of one section. */
  sectionId?: number;
  memberId?: number;
  tag?: string;
  ids?: number[];
  /** Follow-ups by the host on this member's responses. */
  followUpsFor?: number;
  /** Follow-ups by the host on these responses. */
  followUpsOf?: number[];
  newestFirst?: boolean;
  limit?: number;
  offset?: number;
}

export type ResponseView = GroupResponse & { topicTitle: string };

export async function loadResponses(q: Queryable, filter: ResponseFilter, viewerId: number): Promise<ResponseView[]> {
  let query = q.sql
    .selectFrom('group_responses as r')
    .innerJoin('group_topics as t', 't.id', 'r.topic_id')
    .innerJoin('group_members as m', (j) => j.onRef('m.group_id', '=', 'r.group_id').onRef('m.member_id', '=', 'r.member_id'))
    .select([
      'r.id',
      'r.topic_id',
      't.title',
      'r.parent_id',
      'r.member_id',
      'm.name',
      'm.avatar',
      'm.role',
      'r.content',
      'r.tag',
      'r.created_at',
      'r.updated_at',
    ])
    .where('r.deleted', '=', false);
  if (filter.groupId !== undefined) query = query.where('r.group_id', '=', filter.groupId);
  if (filter.topicId !== undefined) query = query.where('r.topic_id', '=', filter.topicId);
  if (filter.sectionId !== undefined) query = query.where('t.section_id', '=', filter.sectionId);
  if (filter.memberId !== undefined) query = query.where('r.member_id', '=', filter.memberId);
  if (filter.tag) query = query.where('r.tag', '=', filter.tag);
  if (filter.ids) query = query.where('r.id', 'in', filter.ids.length ? filter.ids : [0]);
  if (filter.followUpsFor !== undefined) {
    const mine = filter.followUpsFor;
    query = query
      .where('m.role', '=', 1)
      .where('r.parent_id', 'in', (eb) =>
        eb.selectFrom('group_responses').select('id').where('member_id', '=', mine).where('deleted', '=', false),
      );
  }
  if (filter.followUpsOf) {
    query = query.where('m.role', '=', 1).where('r.parent_id', 'in', filter.followUpsOf.length ? filter.followUpsOf : [0]);
  }
  const rows = await query
    .orderBy('r.id', filter.newestFirst ? 'desc' : 'asc')
    .limit(filter.limit ?? 500)
    .offset(filter.offset ?? 0)
    .execute();
  const attachments = await loadAttachments(q, { responseIds: rows.map((r) => r.id) }, viewerId);
  return rows.map((r) => ({
    id: r.id,
    topicId: r.topic_id,
    topicTitle: r.title,
    parentId: r.parent_id,
    memberId: r.member_id,
    name: r.name,
    avatar: r.avatar,
    role: r.role,
    content: r.content,
    tag: r.tag,
    mine: r.member_id === viewerId,
    edited: Number(r.updated_at) > Number(r.created_at),
    attachments: attachments.filter((a) => a.responseId === r.id).reverse(),
    createdAt: Number(r.created_at),
  }));
}
