// The operator's feedback command: list members' questions, answer one and move its state.
//   pnpm --filter @survey/api feedback list [--state 0]
//   pnpm --filter @survey/api feedback reply 3 --text 已为您补发 [--state 4]
// Like the orders command: the database of operator-database.ts; on the demo, through the demo API
// when one answers (API_URL, default http://127.0.0.1:3100), else on the embedded database itself.
import type { OperatorFeedback } from '@survey/contract';
import type { ApiContext } from '../context';
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { operatorFeedbacks, operatorReply } from '../feedback/conversations';
import { type OperatorDatabase, operatorDatabase } from './operator-database';

const STATE_LABELS = ['待受理', '待处理', '处理中', '待反馈', '待确认', '已确认'];
const USAGE = '用法: feedback list [--state 0-5] | reply <id> [--text 回复内容] [--state 0-4，默认 4 待确认]';

interface Backend {
  list(state: number | undefined): Promise<OperatorFeedback[]>;
  reply(id: number, body: { content?: string; state?: number }): Promise<OperatorFeedback>;
  close(): Promise<void>;
}

const option = (args: string[], name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

async function demoApi(): Promise<Backend | null> {
  const base = `${(process.env.API_URL || `http://127.0.0.1:${process.env.API_PORT || 3100}`).replace(/\/$/, '')}/api/dev/feedback`;
  const call = async <T>(url: string, body?: unknown): Promise<T> => {
    const res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    const json = (await res.json()) as { code: number; message: string; data: T };
    if (json.code !== 200) throw new Error(json.message);
    return json.data;
  };
  try {
    await call(`${base}?size=1`);
  } catch {
    return null;
  }
  return {
    list: async (state) =>
      (await call<{ list: OperatorFeedback[] }>(`${base}?size=100${state === undefined ? '' : `&state=${state}`}`)).list,
    reply: (id, body) => call(`${base}/${id}/reply`, body),
    close: async () => undefined,
  };
}

async function database(target: OperatorDatabase): Promise<Backend> {
  const db = await openDb(target);
  await migrate(db);
  const ctx = { db, now: Date.now } as Pick<ApiContext, 'db' | 'now'>;
  return {
    list: async (state) => (await operatorFeedbacks(ctx, state, 100, 0)).list,
    reply: (id, body) => operatorReply(ctx, id, body),
    close: () => db.close(),
  };
}

function print(f: OperatorFeedback, full: boolean) {
  console.log([`#${f.id}`, `[${STATE_LABELS[f.state]}]`, f.category, f.memberMobile, f.content].join('  '));
  if (full) for (const r of f.replies) console.log(`  ${r.author === 'support' ? '客服' : '会员'}：${r.content}`);
}

async function main() {
  const [command, idText] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') return console.log(USAGE);
  const target = operatorDatabase(process.env, process.argv);
  const viaDemoApi = target.kind === 'demo' ? await demoApi() : null;
  console.log(`数据库: ${viaDemoApi ? '演示 API 的数据库' : target.label}`);
  const backend = viaDemoApi ?? (await database(target));
  try {
    const stateText = option(process.argv, 'state');
    const state = stateText === undefined ? undefined : Number(stateText);
    if (command === 'list') {
      const items = await backend.list(state);
      if (!items.length) console.log('没有反馈');
      for (const f of items) print(f, false);
      return;
    }
    const id = Number(idText);
    if (command !== 'reply' || !Number.isInteger(id) || id < 1) throw new Error(USAGE);
    const content = option(process.argv, 'text');
    print(await backend.reply(id, { ...(content ? { content } : {}), ...(state === undefined ? {} : { state }) }), true);
  } finally {
    await backend.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
