import type { FastifyInstance } from 'fastify';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  getAttachments,
  postAttachment,
  postAttachmentDownload,
  postAttachmentRemove,
} from '@survey/contract';
import { GroupCodes, groupSeat, topicSeat } from '../../groups/access';
import { sanitizeAttachmentName } from '../../groups/attachment-name';
import { attachmentOfUpload, insertAttachment, liveAttachment } from '../../groups/attachments';
import { deleteRemovedFiles, removeAttachments } from '../../groups/attachment-removal';
import { attachmentFileName, loadAttachments } from '../../groups/views';
import { BusinessError, Codes } from '../../codes';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { objectByKey } from '../../oss/objects';
import { downloadSignature } from '../oss/signing';

const SIGN_TTL_S = 3600;
const ALLOWED = new Set<string>(ATTACHMENT_TYPES);
const refused = (message: string) => new BusinessError(GroupCodes.ATTACHMENT_REFUSED, message);

export function registerAttachmentRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;
  const { secret, accessKeyId } = ctx.oss;

  /** An attachment that is still there and the signed-in member's seat in its group. */
  const attachmentSeat = async (memberId: number, id: number) => {
    const row = await liveAttachment(db, id);
    if (!row) throw new BusinessError(Codes.NOT_FOUND, '附件不存在或已移除');
    return { row, seat: await groupSeat(ctx, memberId, row.group_id) };
  };

  route(api, ctx, getAttachments, async (req, me) => {
    const seat = await groupSeat(ctx, me.id, req.query.taskId);
    return loadAttachments(db, { groupId: seat.groupId, topicId: req.query.topicId }, seat.memberId);
  });

  route(api, ctx, postAttachment, async (req, me) => {
    const { topic, seat } = await topicSeat(ctx, me.id, req.body.topicId);
    const key = req.body.key.trim();
    // Only an object the upload policy named for this member: never someone else's file.
    const own = key.startsWith(`bbs/${seat.memberId}/`) ? await objectByKey(db, key) : undefined;
    if (!own || own.owner_id !== seat.memberId) throw refused('附件不存在，请重新上传');
    const ext = key.slice(key.lastIndexOf('.')).toLowerCase();
    if (!key.includes('.') || !ALLOWED.has(ext)) throw refused('不支持的附件类型，请上传图片、文档或音视频文件');
    if (own.size > ATTACHMENT_MAX_BYTES) throw refused('附件不能超过 5 MB');
    const taken = await attachmentOfUpload(db, key);
    // The same upload registered twice (a retry) is the same attachment.
    if (taken && (taken.member_id !== seat.memberId || taken.topic_id !== topic.id)) throw refused('该附件已被使用');
    const id =
      taken?.id ??
      (await insertAttachment(db, ctx, {
        groupId: seat.groupId,
        topicId: topic.id,
        memberId: seat.memberId,
        key,
        name: sanitizeAttachmentName(req.body.fileName),
        contentType: own.content_type,
        size: own.size,
      }));
    const [attachment] = id ? await loadAttachments(db, { ids: [id] }, seat.memberId) : [];
    if (!attachment) throw refused('附件登记失败，请重试');
    return attachment;
  });

  route(api, ctx, postAttachmentDownload, async (req, me) => {
    const { row } = await attachmentSeat(me.id, req.body.id);
    const expires = Math.floor(ctx.now() / 1000) + SIGN_TTL_S;
    const signature = downloadSignature(secret, row.oss_key, expires);
    return {
      url: `/api/oss/files/${row.oss_key}?OSSAccessKeyId=${encodeURIComponent(accessKeyId)}&Expires=${expires}&Signature=${encodeURIComponent(signature)}`,
      fileName: attachmentFileName(row.oss_key),
    };
  });

  route(api, ctx, postAttachmentRemove, async (req, me) => {
    const { row, seat } = await attachmentSeat(me.id, req.body.id);
    if (row.member_id !== seat.memberId) throw new BusinessError(GroupCodes.NOT_YOURS, '只能移除自己的附件');
    await deleteRemovedFiles(ctx, await db.tx((q) => removeAttachments(q, { id: row.id })));
    return null;
  });
}
