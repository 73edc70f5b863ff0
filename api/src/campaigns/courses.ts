// Answering tips (答题技巧 articles) and courses with each member's progress.
import type { ApiContext } from '../context';
import type { Queryable } from '../db';

export async function listTipArticles(q: Queryable) {
  return q.sql
    .selectFrom('tip_articles')
    .select(['id', 'title', 'summary', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function tipArticleById(q: Queryable, id: number) {
  return q.sql.selectFrom('tip_articles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The member's progress by course id. */
export async function courseProgressOf(q: Queryable, memberId: number) {
  return new Map(
    (await q.sql.selectFrom('course_progress').selectAll().where('member_id', '=', memberId).execute()).map((p) => [p.course_id, p]),
  );
}

export async function listCourses(q: Queryable) {
  return q.sql.selectFrom('courses').selectAll().orderBy('sort').orderBy('id').execute();
}

export async function courseById(q: Queryable, id: number) {
  return q.sql.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records progress on a course (false when there is no such course). */
export async function recordCourseProgress(
  q: Queryable,
  ctx: ApiContext,
  memberId: number,
  courseId: number,
  progress: number,
  position: number,
) {
  const c = await q.sql.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst();
  if (!c) return undefined;
  // Progress only grows (a replay from the start keeps 100%); the video position is the latest.
  return q.sql
    .insertInto('course_progress')
    .values({ member_id: memberId, course_id: c.id, progress, position, updated_at: ctx.now() })
    .onConflict((oc) =>
      oc.columns(['member_id', 'course_id']).doUpdateSet((eb) => ({
        progress: eb.fn('greatest', [eb.ref('course_progress.progress'), eb.ref('excluded.progress')]),
        position: eb.ref('excluded.position'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(['progress', 'position'])
    .executeTakeFirstOrThrow();
}
