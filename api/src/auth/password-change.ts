// What follows every new password, inside its transaction: the other sessions end, a change or reset
// also ends the third-party sign-ins bound in the last 24 hours (a thief who bound their own account
// with a stolen session loses it with the password), and the member is told what happened.
import type { ApiContext } from '../context';
import type { Queryable } from '../db';
import { securityNotice } from '../account/security-notice';
import { PROVIDER_NAMES, type Provider } from './providers';
import { endSessions } from './sessions';

const RECENT_BINDING_MS = 24 * 3600_000;

const VERBS = { set: '设置', changed: '修改', reset: '重置' } as const;

/** `keepToken`: the session that made the change stays signed in (a reset keeps none). */
export async function passwordChanged(
  q: Queryable,
  ctx: ApiContext,
  memberId: number,
  how: keyof typeof VERBS,
  keepToken?: string,
): Promise<void> {
  await endSessions(q, memberId, keepToken);
  const verb = VERBS[how];
  // A first password replaces nothing: the member's own bindings of today stay.
  const ended =
    how === 'set'
      ? []
      : await q.sql
          .deleteFrom('sns_bindings')
          .where('member_id', '=', memberId)
          .where('created_at', '>', ctx.now() - RECENT_BINDING_MS)
          .returning(['provider', 'nickname'])
          .execute();
  const names = ended.map((b) => `${PROVIDER_NAMES[b.provider as Provider]}${b.nickname ? `「${b.nickname}」` : ''}`).join('、');
  const text = ended.length
    ? `您的登录密码已${verb}，其他设备已退出登录。为保护账号安全，最近 24 小时内绑定的第三方账号（${names}）已解除绑定，如需使用请重新绑定。`
    : `您的登录密码已${verb}，其他设备已退出登录。`;
  await securityNotice(q, ctx, memberId, `登录密码已${verb}`, text);
}
