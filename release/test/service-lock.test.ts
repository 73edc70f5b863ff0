// The registry service while a command on the registry host holds the registry lock: the service
// keeps answering (it waits for the lock with timers, never by blocking), its writes wait and then
// go through, and a write that waits too long is refused naming the holder.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RELEASE_DIR, cleanupTmp, makeAreaBuild, makeShellBuild, readJson } from './helpers';
import { type TestService, call, incomingLeftovers, startService, upload } from './service-setup';

let s: TestService | undefined;
let holder: ChildProcess | undefined;
afterEach(async () => {
  holder?.kill('SIGKILL');
  await s?.app.close();
});
afterAll(cleanupTmp);

/**
 * Another process takes the lock the way `release promote` on the host does and holds it for
 * `ms`; resolves once it holds it.
 */
function holdLock(registry: string, ms: number): Promise<void> {
  const script = `
    const { acquireLock } = require('./src/registry/lock-file.ts');
    const release = acquireLock(process.argv[1], 'promote mf-home 1.0.0');
    console.log('held');
    setTimeout(release, Number(process.argv[2]));`;
  holder = spawn(process.execPath, ['--import', 'tsx', '-e', script, registry, String(ms)], { cwd: RELEASE_DIR });
  const child = holder;
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('held') && resolve());
    child.on('exit', (code) => reject(new Error(`the lock holder exited (${code}) before taking the lock`)));
  });
}

async function withLiveShell(lockWaitMs?: number): Promise<{ service: TestService; ops: string }> {
  const service = await startService({ lockWaitMs });
  s = service;
  const ops = service.token('ops', 'all');
  expect((await upload(service, 'shell', makeShellBuild(service.repo).dir, ops, true)).status).toBe(200);
  return { service, ops };
}

const live = (service: TestService) =>
  readJson(path.join(service.registry, 'remotes.json')).areas.map((a: { area: string; version: string }) => a.area);

test('while a host command holds the lock, status answers at once and a publish waits, then goes live', async () => {
  const { service, ops } = await withLiveShell();
  await holdLock(service.registry, 2000);
  const started = performance.now();
  let publishedAfter: number | undefined;
  const publishing = upload(service, 'mf-tasks', makeAreaBuild(service.repo, 'mf-tasks'), ops, true).then((res) => {
    publishedAfter = performance.now() - started;
    return res;
  });

  await new Promise((resolve) => setTimeout(resolve, 300)); // the upload is in and waiting for the lock
  const asked = performance.now();
  const st = await call(service, '/v1/status', ops);
  const statusMs = Math.round(performance.now() - asked);
  expect(st.status).toBe(200);
  expect(st.body.result.rows.map((r: { target: string }) => r.target)).toEqual(['shell']);
  expect(statusMs).toBeLessThan(500);
  expect(publishedAfter).toBeUndefined(); // still waiting for the holder

  const res = await publishing;
  expect(res.status).toBe(200);
  expect(res.body.result).toMatchObject({ target: 'mf-tasks', status: 'published', promoted: true });
  expect(publishedAfter!).toBeGreaterThan(1500);
  expect(live(service)).toEqual(['mf-tasks']);
  expect(fs.existsSync(path.join(service.registry, '.lock'))).toBe(false);
  console.log(`status while the lock was held: ${statusMs} ms; the publish went through after ${Math.round(publishedAfter!)} ms`);
});

test('a publish waiting past the lock wait is refused with 503 naming the holder; nothing stored', async () => {
  const { service, ops } = await withLiveShell(400);
  const before = fs.readFileSync(path.join(service.registry, 'remotes.json'), 'utf8');
  await holdLock(service.registry, 5000);
  const res = await fetch(`${service.url}/v1/areas/mf-tasks/promote`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ops}`, 'content-type': 'application/json' },
    body: JSON.stringify({ version: '1.0.0' }),
  });
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect((await res.json()).error).toMatch(
    new RegExp(
      `^the registry is locked by pid \\d+ on ${os.hostname()} \\("promote mf-home 1\\.0\\.0", since [^)]+\\)\\. Wait for it to finish`,
    ),
  );

  const refused = await upload(service, 'mf-tasks', makeAreaBuild(service.repo, 'mf-tasks'), ops, true);
  expect(refused.status).toBe(503);
  expect(refused.body.error).toMatch(/locked by pid \d+ .*"promote mf-home 1\.0\.0"/);
  expect(fs.existsSync(path.join(service.registry, 'areas', 'mf-tasks'))).toBe(false);
  expect(incomingLeftovers(service)).toEqual([]);
  expect(fs.readFileSync(path.join(service.registry, 'remotes.json'), 'utf8')).toBe(before);
});

test('a lock left by a dead process is removed by the service as by the CLI, and says so', async () => {
  const { service, ops } = await withLiveShell();
  const dead = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => dead.on('exit', resolve));
  const stale = { pid: dead.pid, token: 'gone', host: os.hostname(), command: 'publish mf-home', since: new Date().toISOString() };
  fs.writeFileSync(path.join(service.registry, '.lock'), JSON.stringify(stale));

  const res = await upload(service, 'mf-tasks', makeAreaBuild(service.repo, 'mf-tasks'), ops, true);
  expect(res.status).toBe(200);
  expect(res.body.log).toContain(`removed a stale lock left by pid ${dead.pid} ("publish mf-home")`);
  expect(live(service)).toEqual(['mf-tasks']);
});
