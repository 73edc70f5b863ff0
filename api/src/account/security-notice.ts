// Tells the member in their inbox (the header bell) that a way to sign in changed, in the same
// transaction as the change: if it was not them, they learn of it at their next visit.
import type { ApiContext } from '../context';
import type { Queryable } from '../db';

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export async function securityNotice(q: Queryable, ctx: ApiContext, memberId: number, title: string, text: string): Promise<void> {
  const content = `<p>${escape(text)}</p><p>如非本人操作，请立即修改登录密码，并在<a href="/home/user">个人设置</a>中检查绑定的手机号、邮箱和第三方账号。</p>`;
  await q.sql.insertInto('messages').values({ member_id: memberId, title, content, created_at: ctx.now() }).execute();
}
