// /browse/redirect follows only pages of this site and https pages of allow-listed hosts.
import type { BrowseRedirect } from '@survey/contract';
import type { Queryable } from '../db';

const refused = (reason: string): BrowseRedirect => ({ allowed: false, url: '', external: false, reason });

export async function checkRedirect(q: Queryable, target: string): Promise<BrowseRedirect> {
  const url = target.trim();
  // A site path, but not a protocol-relative URL (//evil.example) nor the API itself.
  if (url.startsWith('/')) {
    if (url.startsWith('//') || url.startsWith('/\\')) return refused('不支持该链接格式');
    if (url === '/api' || url.startsWith('/api/')) return refused('该链接不能直接打开');
    return { allowed: true, url, external: false, reason: '' };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refused('链接格式不正确');
  }
  if (parsed.protocol !== 'https:') return refused('只能打开 https 安全链接');
  if (parsed.username || parsed.password) return refused('不支持带账号信息的链接');
  const host = await q.sql.selectFrom('redirect_hosts').select('host').where('host', '=', parsed.hostname.toLowerCase()).executeTakeFirst();
  if (!host) return refused(`${parsed.hostname} 不在允许访问的网站名单中`);
  return { allowed: true, url: parsed.href, external: true, reason: '' };
}
