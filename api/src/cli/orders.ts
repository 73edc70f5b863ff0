// The operator's order command: list, approve, issue, reject, revoke or fail exchange orders.
//   pnpm --filter @survey/api orders list [--state 0]
//   pnpm --filter @survey/api orders reject 12 --reason 支付宝账号与实名不符
//   pnpm --filter @survey/api orders issue 13 --code JD50-XXXX-XXXX   (a virtual card bought for the order)
// The database: operator-database.ts. With DATABASE_URL it works on PostgreSQL beside the running
// API processes. Otherwise, on the demo, it asks the demo API if one answers (API_URL, default
// http://127.0.0.1:3100), since the embedded database cannot be opened by two processes; with no API
// running it opens the embedded database itself.
import type { OperatorOrder, OrderAction, OrderActionBody } from '@survey/contract';
import type { ApiContext } from '../context';
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { operateOrder, operatorOrders } from '../exchange/fulfilment';
import { STATE_LABELS } from '../exchange/order-view';
import { type OperatorDatabase, operatorDatabase } from './operator-database';

const ACTIONS: OrderAction[] = ['approve', 'issue', 'reject', 'revoke', 'fail'];
const TYPES = ['', '现金', '虚拟', '实物'];

interface Backend {
  list(state: number | undefined): Promise<OperatorOrder[]>;
  act(id: number, action: OrderAction, body: OrderActionBody): Promise<OperatorOrder>;
  close(): Promise<void>;
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

function httpBackend(base: string): Backend {
  const call = async <T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; message: string; data: T };
    if (json.code !== 200) throw new Error(json.message);
    return json.data;
  };
  return {
    list: async (state) =>
      (await call<{ list: OperatorOrder[] }>('GET', `/dev/orders?size=100${state === undefined ? '' : `&state=${state}`}`)).list,
    act: (id, action, body) => call('POST', `/dev/orders/${id}/${action}`, body),
    close: async () => undefined,
  };
}

async function dbBackend(target: OperatorDatabase): Promise<Backend> {
  const db = await openDb(target);
  await migrate(db);
  // Fulfilment reads only the database and the clock of the context.
  const ctx = { db, now: Date.now } as Pick<ApiContext, 'db' | 'now'> as ApiContext;
  return {
    list: async (state) => (await operatorOrders(ctx, state, 100, 0)).list,
    act: (id, action, body) => operateOrder(ctx, id, action, body),
    close: () => db.close(),
  };
}

/** The demo API's base URL when one answers; refuses a running API without the demo helpers. */
async function runningDemoApi(): Promise<string | null> {
  const base = `${(process.env.API_URL || `http://127.0.0.1:${process.env.API_PORT || 3100}`).replace(/\/$/, '')}/api`;
  try {
    const res = await fetch(`${base}/dev/orders?size=1`, { signal: AbortSignal.timeout(2000) });
    if (res.ok && ((await res.json()) as { code: number }).code === 200) return base;
    throw new Error(`${base} 正在运行但不是演示模式：请用 DATABASE_URL 连接它的数据库`);
  } catch (e) {
    if (e instanceof Error && e.message.includes('DATABASE_URL')) throw e;
    return null;
  }
}

const line = (o: OperatorOrder) =>
  [`#${o.id}`, o.orderNo, `[${STATE_LABELS[o.state]}]`, TYPES[o.type], o.name, `${o.paid} 金币`, o.memberMobile, o.destination].join('  ');

function print(o: OperatorOrder) {
  console.log(line(o));
  if (o.tracking) console.log(`  物流单号 ${o.tracking}`);
  for (const e of o.events) console.log(`  ${new Date(e.createdAt).toLocaleString('zh-CN')}  ${STATE_LABELS[e.state]}  ${e.note}`);
}

const USAGE = `用法: orders list [--state 0-5] | approve <id> | issue <id> [--tracking 单号] [--code 卡密] | reject|revoke|fail <id> --reason 原因`;

async function main() {
  const [command, idText, ...rest] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return;
  }
  const target = operatorDatabase(process.env, process.argv);
  const demoApi = target.kind === 'demo' ? await runningDemoApi() : null;
  console.log(`数据库: ${demoApi ? `演示 API ${demoApi} 的数据库` : target.label}`);
  const backend = demoApi ? httpBackend(demoApi) : await dbBackend(target);
  try {
    if (command === 'list') {
      const state = option(process.argv, 'state');
      const orders = await backend.list(state === undefined ? undefined : Number(state));
      if (!orders.length) console.log('没有订单');
      for (const o of orders) console.log(line(o));
      return;
    }
    const id = Number(idText);
    if (!Number.isInteger(id) || id < 1) throw new Error(USAGE);
    if (!ACTIONS.includes(command as OrderAction)) throw new Error(USAGE);
    const reason = option(rest, 'reason');
    const tracking = option(rest, 'tracking');
    const code = option(rest, 'code');
    print(
      await backend.act(id, command as OrderAction, {
        ...(reason ? { reason } : {}),
        ...(tracking ? { tracking } : {}),
        ...(code ? { code } : {}),
      }),
    );
  } finally {
    await backend.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
