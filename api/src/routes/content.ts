import type { FastifyInstance } from 'fastify';
import { ApiError, Codes, invalid } from '../codes';
import type { Ctx } from '../context';
import { authMember, authenticate, ok } from '../services';
import { body, optInt, page, query, str } from '../validate';

interface TaskRow {
  id: number;
  hash_id: string;
  title: string;
  type: number;
  module: number;
  gold: number;
  minutes: number;
  quota: number;
  completed: number;
  status: number;
  end_at: number;
  start_at: number;
  host_name: string;
  intro: string;
  join_state: number | null;
}

interface MessageRow {
  id: number;
  title: string;
  content: string;
  read: boolean;
  created_at: number;
}

interface BenefitRow {
  id: number;
  name: string;
  type: number;
  image: string;
  price: number;
  market_price_fen: number;
  stock: number;
  exchanged: number;
  tags: string;
}

export function registerContentRoutes(api: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  // ---- site, banners ------------------------------------------------------------------

  api.get('/v1/site/config', async () => {
    const rows = await db.query<{ key: string; value: string }>('SELECT key, value FROM site_config');
    const cfg = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)]));
    return ok({
      appName: cfg.appName ?? '问卷社区',
      companyName: cfg.companyName ?? '',
      copyright: cfg.copyright ?? '',
      registrations: cfg.registrations ?? [],
      slogan: cfg.slogan ?? '贡献新想法，创造新生活',
      supportEmail: cfg.supportEmail ?? '',
      // Lets the shell offer demo-only screens (the operator view) without a second call.
      demo: ctx.demo,
    });
  });

  const banners = (placement: string) => async () =>
    ok(
      await db.query('SELECT id, title, subtitle, image, link FROM banners WHERE placement = $1 ORDER BY sort, id', [
        placement,
      ]),
    );
  api.get('/v1/banners', banners('landing'));
  api.get('/v1/banners/login', banners('login'));

  // ---- info and legal pages ----------------------------------------------------------

  api.get<{ Params: { slug: string } }>('/v1/pages/:slug', async (req) => {
    const slug = req.params.slug;
    if (!/^[a-z-]{1,32}$/.test(slug)) throw new ApiError(Codes.NOT_FOUND, '页面不存在');
    const rows = await db.query<{ slug: string; title: string; html: string; updated_at: number | string }>(
      'SELECT slug, title, html, updated_at FROM info_pages WHERE slug = $1',
      [slug],
    );
    if (!rows.length) throw new ApiError(Codes.NOT_FOUND, '页面不存在');
    const { title, html, updated_at } = rows[0];
    return ok({ slug, title, html, updatedAt: Number(updated_at) });
  });

  // ---- messages and notices -----------------------------------------------------------

  api.get('/v1/messages/new', async (req) => {
    const id = await authenticate(ctx, req);
    const rows = await db.query('SELECT 1 FROM messages WHERE member_id = $1 AND NOT read LIMIT 1', [id]);
    return ok(rows.length > 0);
  });

  const messageOut = (r: MessageRow) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    read: r.read,
    createdAt: Number(r.created_at),
  });

  api.get('/v1/messages', async (req) => {
    const id = await authenticate(ctx, req);
    const { size, offset } = page(query(req.query));
    const list = await db.query<MessageRow>(
      'SELECT id, title, content, read, created_at FROM messages WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
      [id, size, offset],
    );
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE member_id = $1', [id]);
    return ok({ list: list.map(messageOut), total: n });
  });

  api.get<{ Params: { id: string } }>('/v1/messages/:id', async (req) => {
    const memberId = await authenticate(ctx, req);
    if (!/^\d{1,9}$/.test(req.params.id)) throw invalid('消息编号不正确');
    const rows = await db.query<MessageRow>(
      'UPDATE messages SET read = true WHERE id = $1 AND member_id = $2 RETURNING id, title, content, read, created_at',
      [Number(req.params.id), memberId],
    );
    if (!rows.length) throw new ApiError(Codes.NOT_FOUND, '消息不存在');
    return ok(messageOut(rows[0]));
  });

  api.post('/v1/messages/read', async (req) => {
    const memberId = await authenticate(ctx, req);
    const b = req.body === undefined || req.body === null ? {} : body(req.body);
    const id = optInt(b, 'id', '消息编号', { min: 1 });
    if (id === undefined) await db.query('UPDATE messages SET read = true WHERE member_id = $1', [memberId]);
    else await db.query('UPDATE messages SET read = true WHERE member_id = $1 AND id = $2', [memberId, id]);
    return ok(null);
  });

  api.get('/v1/notices/unread', async (req) => {
    const memberId = await authenticate(ctx, req);
    const rows = await db.query<{ id: number; title: string; created_at: number }>(
      `SELECT n.id, n.title, n.created_at FROM notices n
       WHERE NOT EXISTS (SELECT 1 FROM notice_reads r WHERE r.notice_id = n.id AND r.member_id = $1)
       ORDER BY n.id DESC`,
      [memberId],
    );
    return ok(rows.map((r) => ({ id: r.id, title: r.title, createdAt: Number(r.created_at) })));
  });

  api.get<{ Params: { id: string } }>('/v1/notices/:id', async (req) => {
    await authenticate(ctx, req);
    if (!/^\d{1,9}$/.test(req.params.id)) throw invalid('公告编号不正确');
    const [n] = await db.query<{ id: number; title: string; content: string; created_at: number }>(
      'SELECT id, title, content, created_at FROM notices WHERE id = $1',
      [Number(req.params.id)],
    );
    if (!n) throw new ApiError(Codes.NOT_FOUND, '公告不存在');
    return ok({ id: n.id, title: n.title, content: n.content, createdAt: Number(n.created_at) });
  });

  api.post('/v1/notices/read', async (req) => {
    const memberId = await authenticate(ctx, req);
    const id = optInt(body(req.body), 'id', '公告编号', { min: 1 });
    if (id === undefined) throw invalid('公告编号不能为空');
    await db.query(
      `INSERT INTO notice_reads (member_id, notice_id) SELECT $1, id FROM notices WHERE id = $2
       ON CONFLICT DO NOTHING`,
      [memberId, id],
    );
    return ok(null);
  });

  // ---- tasks --------------------------------------------------------------------------

  const taskOut = (t: TaskRow, now: number) => {
    const remaining = Math.max(t.quota - t.completed, 0);
    return {
      id: t.id,
      title: t.title,
      type: t.type,
      module: t.module,
      gold: t.gold,
      minutes: t.minutes,
      quota: t.quota,
      remaining,
      status: t.status === 1 || Number(t.end_at) <= now || remaining === 0 ? 1 : 0,
      joinState: t.join_state ?? null,
      endAt: Number(t.end_at),
    };
  };

  api.get('/v1/tasks', async (req) => {
    const memberId = await authenticate(ctx, req);
    const q = query(req.query);
    const module = optInt(q, 'module', '任务模块', { min: 0, max: 4 });
    const type = optInt(q, 'type', '任务类型', { min: 0, max: 7 });
    const { page: p, size, offset } = page(q);
    const where = '($2::int IS NULL OR t.module = $2::int) AND ($3::int IS NULL OR t.type = $3::int)';
    const now = ctx.now();
    const list = await db.query<TaskRow>(
      `SELECT t.*, j.state AS join_state FROM tasks t
       LEFT JOIN task_joins j ON j.task_id = t.id AND j.member_id = $1
       WHERE ${where}
       ORDER BY (t.status = 0 AND t.end_at > $4 AND t.completed < t.quota) DESC, t.id
       LIMIT $5 OFFSET $6`,
      [memberId, module ?? null, type ?? null, now, size, offset],
    );
    const [{ n }] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tasks t WHERE $1::int IS NULL AND ${where}`,
      [null, module ?? null, type ?? null],
    );
    return ok({ list: list.map((t) => taskOut(t, now)), total: n, page: p, size });
  });

  api.get('/v1/tasks/recommend', async (req) => {
    const memberId = await authenticate(ctx, req);
    const now = ctx.now();
    const list = await db.query<TaskRow>(
      `SELECT t.*, NULL::int AS join_state FROM tasks t
       WHERE t.status = 0 AND t.end_at > $2 AND t.completed < t.quota
         AND NOT EXISTS (SELECT 1 FROM task_joins j WHERE j.task_id = t.id AND j.member_id = $1)
       ORDER BY t.gold DESC, t.id LIMIT 4`,
      [memberId, now],
    );
    return ok(list.map((t) => taskOut(t, now)));
  });

  // ---- benefits and points ------------------------------------------------------------

  api.get('/v3/benefits', async (req) => {
    const q = query(req.query);
    const type = optInt(q, 'type', '兑换类型', { min: 1, max: 3 });
    const { page: p, size, offset } = page(q, 12);
    const list = await db.query<BenefitRow>(
      `SELECT * FROM benefits WHERE ($1::int IS NULL OR type = $1::int) ORDER BY sort, id LIMIT $2 OFFSET $3`,
      [type ?? null, size, offset],
    );
    const [{ n }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM benefits WHERE ($1::int IS NULL OR type = $1::int)',
      [type ?? null],
    );
    return ok({
      list: list.map((b) => ({
        id: b.id,
        name: b.name,
        type: b.type,
        image: b.image,
        price: b.price,
        marketPrice: b.market_price_fen / 100,
        stock: b.stock,
        exchanged: b.exchanged,
        tags: b.tags ? String(b.tags).split(',') : [],
      })),
      total: n,
      page: p,
      size,
    });
  });

  api.get('/v1/points', async (req) => {
    const m = await authMember(ctx, req);
    const { size, offset } = page(query(req.query));
    const list = await db.query<{ id: number; change: number; reason: string; created_at: number }>(
      'SELECT id, change, reason, created_at FROM point_records WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
      [m.id, size, offset],
    );
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM point_records WHERE member_id = $1', [
      m.id,
    ]);
    return ok({
      balance: m.gold,
      list: list.map((r) => ({ id: r.id, change: r.change, reason: r.reason, createdAt: Number(r.created_at) })),
      total: n,
    });
  });

  // ---- discussion groups --------------------------------------------------------------

  api.get('/focusSections/decode/task', async (req) => {
    const hashId = str(query(req.query), 'hashId', '讨论组编号', { max: 32 }).trim();
    const [t] = await db.query<TaskRow>(
      'SELECT * FROM tasks WHERE type = 4 AND (hash_id = $1 OR ($2::int IS NOT NULL AND id = $2::int))',
      [hashId, /^\d{1,9}$/.test(hashId) ? Number(hashId) : null],
    );
    if (!t) throw new ApiError(Codes.NOT_FOUND, '讨论组不存在');
    return ok({
      taskId: t.id,
      hashId: t.hash_id,
      title: t.title,
      hostName: t.host_name,
      startAt: Number(t.start_at),
      intro: t.intro,
    });
  });
}
