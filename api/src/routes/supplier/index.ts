import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { getSupplierSurvey } from '@survey/contract';
import { route } from '../../http/route';
import type { ApiContext } from '../../context';
import { sha256 } from '../../crypto';
import { HANDOFF_TTL_MS } from '../../tasks/handoff';
import { sameSignature, signHandoff } from '../../tasks/signing';
import { pageCsp, refusalPage, surveyPage } from '../../supplier/page';
import { handoffByToken, supplierById } from '../../supplier/records';

/** The supplier's answer page, as this API plays the suppliers (in-house and in demo mode the partners). */
export function registerSupplierRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  route(api, ctx, getSupplierSurvey, async (req, _me, reply) => {
    const f = req.query;
    const nonce = randomBytes(16).toString('base64');
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Content-Security-Policy', pageCsp(nonce));
    const supplier = await supplierById(db, f.sp);
    if (!supplier || !sameSignature(signHandoff(supplier.secret, f), f.sig)) {
      return reply.code(403).send(refusalPage('链接无效', '答题链接的签名不正确，可能被篡改。请回到问卷社区的任务页重新开始。'));
    }
    const now = ctx.now();
    const handoff = await handoffByToken(db, sha256(f.h));
    if (!handoff || handoff.member_code !== f.uid || handoff.hash_id !== f.tid || handoff.poll_id !== f.poll) {
      return reply.code(403).send(refusalPage('链接无效', '答题链接与任务不符。请回到问卷社区的任务页重新开始。'));
    }
    if (handoff.expires_at <= now || f.ts < now - HANDOFF_TTL_MS) {
      return reply.code(410).send(refusalPage('链接已过期', '答题链接已过期。请回到问卷社区的任务页重新开始。'));
    }
    if (handoff.submitted_at !== null) return refusalPage('问卷已提交', '这份问卷已经提交过了，请回到问卷社区查看结果。');
    return surveyPage(supplier.name, f.poll, f.h, nonce);
  });
}
