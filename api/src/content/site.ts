// The site's stored content: configuration values, banners and information pages.
import type { Queryable } from '../db';

/** The stored configuration, each value parsed from its JSON. */
export async function siteConfig(q: Queryable) {
  const rows = await q.sql.selectFrom('site_config').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)]));
}

export async function bannersOf(q: Queryable, placement: 'landing' | 'login') {
  return q.sql
    .selectFrom('banners')
    .select(['id', 'title', 'subtitle', 'image', 'link'])
    .where('placement', '=', placement)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function infoPage(q: Queryable, slug: string) {
  return q.sql.selectFrom('info_pages').select(['title', 'html', 'updated_at']).where('slug', '=', slug).executeTakeFirst();
}
