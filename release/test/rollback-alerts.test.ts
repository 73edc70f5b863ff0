// Every rollback is announced: a log line, and with ALERT_WEBHOOK_URL a POST of
// {area, from, to, reason, by, at} to the hook, for an operator's rollback (on the host or through
// the registry service) and for the canary watch's. A hook that hangs or fails never holds up or
// fails the rollback; it only logs a line.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promoteCanary, publish, rollback } from '../src';
import { startCanaryWatch } from '../src/rollout/canary-watch';
import { alertsSent } from '../src/rollout/rollback-alert';
import { versionHealth } from './health-fixtures';
import { cleanupTmp, makeAreaBuild, makeShellBuild, tmpDir } from './helpers';
import { call, startService, upload } from './service-setup';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- posted JSON
let posted: any[] = [];
let answer: 'ok' | 'fail' | 'hang' = 'ok';
let server: http.Server;
let base: string;
let logged: string[] = [];
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      if (req.url === '/hook') posted.push(JSON.parse(body));
      if (req.url?.startsWith('/api/')) {
        // The health API the canary watch asks: the canary fails every load, live none.
        const area = new URL(req.url, base).searchParams.get('canary')!;
        const versions = [versionHealth('mf-tasks', area, 24, 24, { addresses: 4 }), versionHealth('mf-tasks', liveVersion, 30, 0)];
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ code: 200, message: 'ok', data: { since: '', until: '', versions } }));
      } else if (answer === 'ok') res.end('{}');
      else if (answer === 'fail') res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.ALERT_WEBHOOK_URL = `${base}/hook`;
});
afterAll(async () => {
  delete process.env.ALERT_WEBHOOK_URL;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  cleanupTmp();
});
beforeEach(() => {
  posted = [];
  logged = [];
  answer = 'ok';
  jest.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line));
});
afterEach(() => jest.restoreAllMocks());

let liveVersion = '';
function registryWithTwo() {
  const repo = tmpDir();
  const registry = path.join(tmpDir(), 'registry');
  const opts = { registry, user: 'alice' };
  publish('shell', { ...opts, from: makeShellBuild(repo).dir, promote: true });
  const v1 = publish('mf-tasks', { ...opts, from: makeAreaBuild(repo, 'mf-tasks'), promote: true }).version;
  const v2 = publish('mf-tasks', { ...opts, from: makeAreaBuild(repo, 'mf-tasks', { code: 'v2' }) }).version;
  liveVersion = v1;
  return { opts, v1, v2, registry };
}

test('an operator’s rollback logs a line and posts {area, from, to, reason, by, at} to ALERT_WEBHOOK_URL', async () => {
  const { opts, v1, v2 } = registryWithTwo();
  publish('mf-tasks', { ...opts, from: makeAreaBuild(tmpDir(), 'mf-tasks', { code: 'v2' }), promote: true });
  rollback('mf-tasks', opts);
  expect(logged).toEqual([expect.stringMatching(new RegExp(`^rollback alert: mf-tasks ${v2} → ${v1} by alice at \\S+: rolled back$`))]);
  await alertsSent();
  expect(posted).toEqual([{ area: 'mf-tasks', from: v2, to: v1, reason: 'rolled back', by: 'alice', at: expect.stringMatching(ISO) }]);
});

test('the canary watch’s auto-rollback posts the watch’s verdict; an operator ending a canary posts too', async () => {
  const { opts, v1, v2, registry } = registryWithTwo();
  promoteCanary('mf-tasks', v2, 50, opts);
  const lines: string[] = [];
  const watch = startCanaryWatch({ registry, api: base, token: 't', intervalMs: 60_000, log: (line) => lines.push(line) });
  try {
    await expect(watch.check()).resolves.toEqual(['mf-tasks']);
  } finally {
    watch.stop();
  }
  await alertsSent();
  expect(posted).toEqual([
    {
      area: 'mf-tasks',
      from: v2,
      to: v1,
      reason: expect.stringMatching(/^canary .* ended: /),
      by: 'canary-watch',
      at: expect.stringMatching(ISO),
    },
  ]);
  expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^rollback alert: mf-tasks ${v2} → ${v1} by canary-watch`)));

  posted = [];
  promoteCanary('mf-tasks', v2, 10, { ...opts, force: true });
  rollback('mf-tasks', opts);
  await alertsSent();
  expect(posted).toEqual([expect.objectContaining({ from: v2, to: v1, reason: `canary ${v2} (10%) ended`, by: 'alice' })]);
});

test('through the registry service the alert names the token', async () => {
  const s = await startService();
  try {
    const ops = s.token('ops', 'all');
    await upload(s, 'shell', makeShellBuild(s.repo).dir, ops, true);
    await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks'), ops, true);
    await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks', { code: 'v2' }), ops, true);
    expect((await call(s, '/v1/areas/mf-tasks/rollback', ops, { body: '{}' })).status).toBe(200);
    await alertsSent();
    expect(posted).toEqual([expect.objectContaining({ area: 'mf-tasks', by: 'ops', reason: 'rolled back' })]);
  } finally {
    await s.app.close();
  }
});

test('a hook that hangs or fails never holds up or fails the rollback: it logs a line', async () => {
  const { opts } = registryWithTwo();
  publish('mf-tasks', { ...opts, from: makeAreaBuild(tmpDir(), 'mf-tasks', { code: 'v2' }), promote: true });
  answer = 'hang';
  const started = performance.now();
  expect(rollback('mf-tasks', opts).changed).toBe(true);
  expect(performance.now() - started).toBeLessThan(1000);
  await alertsSent();
  expect(logged.at(-1)).toMatch(/^rollback alert: the webhook failed \(.*\); the rollback of mf-tasks stands$/);

  answer = 'fail';
  publish('mf-tasks', { ...opts, force: true, from: makeAreaBuild(tmpDir(), 'mf-tasks', { code: 'v2' }), promote: true });
  expect(rollback('mf-tasks', opts).changed).toBe(true);
  await alertsSent();
  expect(logged.at(-1)).toBe('rollback alert: the webhook answered 500; the rollback of mf-tasks stands');
});
