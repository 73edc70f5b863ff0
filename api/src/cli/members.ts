// The operator's member command: staff and test accounts, in production too (where nobody can sign up
// before SMS is configured).
//   pnpm --filter @survey/api members create --mobile 13812345678 --password '…' [--nickname 运营小王]
//   pnpm --filter @survey/api members list
// The database: operator-database.ts (DATABASE_URL, or the demo's embedded folder, which only one
// process may hold: stop the demo API first), named before anything is done.
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { type AccountLine, createAccount, listAccounts } from './member-accounts';
import { operatorDatabase } from './operator-database';

const USAGE = '用法: members create --mobile 手机号 --password 密码 [--nickname 昵称] | members list';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const line = (m: AccountLine) => [`#${m.id}`, m.memberCode, m.mobile, m.nickname, new Date(m.createdAt).toLocaleString('zh-CN')].join('  ');

async function main() {
  const command = process.argv[2];
  if (command !== 'create' && command !== 'list') {
    console.log(USAGE);
    if (command && command !== 'help' && command !== '--help') process.exitCode = 1;
    return;
  }
  const mobile = option('mobile');
  const password = option('password');
  if (command === 'create' && (!mobile || !password)) throw new Error(USAGE);
  const target = operatorDatabase(process.env, process.argv);
  console.log(`数据库: ${target.label}`);
  const db = await openDb(target);
  try {
    await migrate(db);
    if (command === 'list') {
      const members = await listAccounts(db);
      if (!members.length) console.log('没有会员');
      for (const m of members) console.log(line(m));
      return;
    }
    const created = await createAccount(db, { mobile: mobile!, password: password!, nickname: option('nickname') });
    console.log(`已创建会员 ${line(created)}`);
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
