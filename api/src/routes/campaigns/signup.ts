import type { FastifyInstance } from 'fastify';
import { getAppDown, getAppPcDown, getDrainage, postDrainageRegister, postRecruitApplication } from '@survey/contract';
import { consumeSmsCode } from '../../auth/sms-codes';
import { BusinessError, Codes, invalid } from '../../codes';
import type { ApiContext } from '../../context';
import { route } from '../../http/route';
import { clientIp } from '../../security/rate-limit';
import { createMember, memberByMobile } from '../../account/members';
import { loginResult } from '../../auth/sessions';
import { appRelease, createRecruitApplication, drainageChannel, recordMemberChannel } from '../../campaigns/signup';

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

/** Pages that bring people in: partner channels, campus recruitment, app downloads. */
export function registerSignupRoutes(api: FastifyInstance, ctx: ApiContext): void {
  const { db } = ctx;

  const channelOf = async (code: string) => {
    const c = await drainageChannel(db, code);
    if (!c) throw new BusinessError(Codes.NOT_FOUND, '推广渠道不存在');
    return c;
  };

  route(api, ctx, getDrainage, async (req) => channelOf(req.query.channel));

  route(api, ctx, postDrainageRegister, async (req) => {
    const mobile = ctx.fields.mobile(req.body.mobile);
    const code = ctx.fields.code(req.body.code);
    const channel = await channelOf(req.body.channel);
    await consumeSmsCode(ctx, mobile, ['register', 'login'], code, clientIp(req));
    const existing = await memberByMobile(db, mobile);
    const member =
      existing ??
      (await db.tx(async (q) => {
        const m = await createMember(q, ctx, { mobile });
        await recordMemberChannel(q, ctx, m.id, channel.code);
        return m;
      }));
    return loginResult(db, ctx, member);
  });

  route(api, ctx, postRecruitApplication, async (req) => {
    const { name, school, grade, mobile, reason } = req.body;
    const trimmed = { name: name.trim(), school: school.trim(), grade: grade.trim(), reason: reason.trim() };
    if (trimmed.name.length < 2) throw invalid('请填写真实姓名');
    if (trimmed.school.length < 2) throw invalid('请填写学校全称');
    if (!trimmed.grade) throw invalid('请选择年级');
    if (trimmed.reason.length < 10) throw invalid('申请理由至少 10 个字');
    try {
      const row = await createRecruitApplication(db, ctx, { ...trimmed, mobile });
      return { createdAt: row.created_at };
    } catch (e) {
      if (isUniqueViolation(e)) throw invalid('该手机号已提交过报名，请勿重复提交');
      throw e;
    }
  });

  const release = async (platform: string) => {
    const r = await appRelease(db, platform);
    if (!r) throw new BusinessError(Codes.NOT_FOUND, '暂未提供该平台的下载');
    return { version: r.version, url: r.url, size: r.size, releasedAt: r.released_at };
  };

  route(api, ctx, getAppDown, async () => ({ android: await release('android'), ios: await release('ios') }));

  route(api, ctx, getAppPcDown, async () => release('pc'));
}
