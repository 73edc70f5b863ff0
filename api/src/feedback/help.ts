// The help centre: categories (a parent with its children) and the questions under each.
import type { Queryable } from '../db';

/** A category with its children, or undefined. */
export async function helpCategory(q: Queryable, categoryId: number) {
  const category = await q.sql.selectFrom('help_categories').select(['id', 'name']).where('id', '=', categoryId).executeTakeFirst();
  if (!category) return undefined;
  const children = await q.sql
    .selectFrom('help_categories')
    .select(['id', 'name'])
    .where('parent_id', '=', categoryId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return { ...category, children };
}

export async function helpQuestions(q: Queryable, categoryId: number) {
  return q.sql
    .selectFrom('help_questions')
    .select(['id', 'category_id', 'title', 'content'])
    .where('category_id', '=', categoryId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
