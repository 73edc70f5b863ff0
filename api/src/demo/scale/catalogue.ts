// What the members' histories point at, made with one INSERT … SELECT each: past and open tasks in
// proportion to the member count, discussion groups with their topics; and, once the histories are in,
// the counters that must agree with them (tasks' completed, products' exchanged and stock).
import type { Queryable } from '../../db';

/** What these steps need of a connection: plain statements. */
type Sql = Pick<Queryable, 'query'>;
import type { BenefitPick, TaskPick } from './member-history';
import { GROUPS_PER_MEMBER, HISTORY_MS, TASKS_PER_MEMBER, TOPICS_PER_GROUP } from './volumes';

const DAY = 86_400_000;
export async function addTasksAndGroups(q: Sql, members: number, now: number): Promise<void> {
  const tasks = Math.max(20, Math.round(members * TASKS_PER_MEMBER));
  const groups = Math.max(1, Math.round(members * GROUPS_PER_MEMBER));
  // One in forty is open now; the others ran for a month somewhere in the history, newer ones denser.
  await q.query(
    `INSERT INTO tasks (hash_id, title, type, module, gold, minutes, quota, completed, status, intro, start_at, end_at, channel)
     SELECT 'S' || lpad(to_hex(g), 7, '0'), '消费习惯调研 第' || g || '期', (ARRAY[0, 2, 2])[1 + g % 3], g % 5,
            50 + (g * 37 % 20) * 25, 5 + g % 25, 1000000, 0,
            CASE WHEN g % 40 = 0 THEN 0 ELSE 1 END,
            '本次调研约需' || (5 + g % 25) || '分钟。',
            $2::bigint - ($3::bigint * (g::float8 / $1) ^ 2)::bigint - 30::bigint * ${DAY},
            CASE WHEN g % 40 = 0 THEN $2::bigint + 30::bigint * ${DAY} ELSE $2::bigint - ($3::bigint * (g::float8 / $1) ^ 2)::bigint END,
            'survey'
     FROM generate_series(1, $1::int) g`,
    [tasks, now, HISTORY_MS],
  );
  await q.query(
    `INSERT INTO tasks (hash_id, title, type, module, gold, minutes, quota, completed, status, host_name, intro, start_at, end_at, channel)
     SELECT 'G' || lpad(to_hex(g), 7, '0'), '产品体验讨论组 第' || g || '期', 4, 0, 1000, 60, 50, 0, 1, '主持人',
            '围绕产品体验展开讨论。', $2::bigint - (g % 365)::bigint * ${DAY} - 7::bigint * ${DAY}, $2::bigint - (g % 365)::bigint * ${DAY}, 'group'
     FROM generate_series(1, $1::int) g`,
    [groups, now],
  );
  await q.query(
    `INSERT INTO group_topics (group_id, title, content, sort, created_at)
     SELECT t.id, '话题 ' || s, '请谈谈您对话题 ' || s || ' 的看法。', s, t.start_at
     FROM tasks t CROSS JOIN generate_series(1, ${TOPICS_PER_GROUP}) s
     WHERE t.hash_id LIKE 'G%' AND t.type = 4`,
  );
}

/** The ordinary tasks members join (the content seed's and the scale seed's, no groups). */
export async function joinableTasks(q: Sql): Promise<TaskPick[]> {
  return q.query<TaskPick>('SELECT id, title, gold, minutes FROM tasks WHERE type <> 4 ORDER BY id');
}

export async function scaleGroups(q: Sql): Promise<{ id: number; topics: number[] }[]> {
  const rows = await q.query<{ id: number; topics: number[] }>(
    `SELECT t.id, array_agg(p.id ORDER BY p.id) AS topics FROM tasks t JOIN group_topics p ON p.group_id = t.id
     WHERE t.hash_id LIKE 'G%' GROUP BY t.id ORDER BY t.id`,
  );
  return rows;
}

/** Products members redeem: the ones on sale, cheapest first. */
export async function redeemableBenefits(q: Sql): Promise<BenefitPick[]> {
  return q.query<BenefitPick>('SELECT id, name, type, image, price, virtual_kind FROM benefits WHERE on_sale ORDER BY price, id');
}

/**
 * Counters that must agree with the rows: a task's completed joins, a product's live orders; stock
 * grows with the member count (a site of this size keeps that much in stock), so a redeem load finds some.
 */
export async function settleCounters(q: Sql, members: number): Promise<void> {
  await q.query(
    `UPDATE tasks t SET completed = COALESCE(s.n, 0), quota = GREATEST(t.quota, COALESCE(s.n, 0) + 100)
     FROM tasks t2 LEFT JOIN (SELECT task_id, count(*)::int AS n FROM task_joins WHERE state = 1 GROUP BY task_id) s ON s.task_id = t2.id
     WHERE t.id = t2.id`,
  );
  await q.query(
    `UPDATE benefits b SET exchanged = COALESCE(s.n, 0), stock = b.stock + $1::int
     FROM benefits b2 LEFT JOIN (SELECT benefit_id, count(*)::int AS n FROM exchange_orders WHERE state IN (0, 1, 2) GROUP BY benefit_id) s
       ON s.benefit_id = b2.id
     WHERE b.id = b2.id AND b.on_sale`,
    [Math.ceil(members / 10)],
  );
}

/** Removes what an earlier scale seed added (its tasks' hash ids are S/G and 7 hex digits; members and everything of theirs go with TRUNCATE … CASCADE). */
export async function emptyScaleData(q: Sql): Promise<void> {
  await q.query('TRUNCATE members RESTART IDENTITY CASCADE');
  await q.query(`DELETE FROM tasks WHERE hash_id ~ '^[SG][0-9a-f]{7}$'`);
}
