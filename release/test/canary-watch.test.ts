// The canary watch against a real HTTP health API (a stand-in answering GET /api/v1/platform/health
// with the figures a test sets): it ends a canary the rule judges worse, with history saying why,
// and leaves a healthy one, a thin one and one it cannot judge (API down) running.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { VersionHealth } from '@survey/contract';
import { history, promoteCanary, publish, readManifest } from '../src';
import { AUTO_ROLLBACK_USER, startCanaryWatch } from '../src/rollout/canary-watch';
import { versionHealth } from './health-fixtures';
import { cleanupTmp, makeAreaBuild, makeShellBuild, tmpDir } from './helpers';

let repo: string;
let registry: string;
let v1: string;
let v2: string;
let versions: VersionHealth[] = [];
let asked: URL[] = [];
let tokens: (string | undefined)[] = [];
let api: http.Server;
let apiUrl: string;

const OPERATOR_TOKEN = 'the-operators-health-read-token-0123456789';
const opts = () => ({ registry, repoRoot: repo, user: 'tester', log: () => undefined });
const figures = (version: string, loads: number, failures: number) => versionHealth('mf-tasks', version, loads, failures, { addresses: 4 });
const canary = () => readManifest(registry)!.areas.find((a) => a.area === 'mf-tasks')!.canary ?? null;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://api');
    asked.push(url);
    tokens.push(req.headers.authorization);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 200, message: 'ok', data: { since: url.searchParams.get('since'), until: '', versions } }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
  cleanupTmp();
});

beforeEach(() => {
  repo = tmpDir();
  registry = path.join(tmpDir('release-reg-'), 'registry');
  asked = [];
  tokens = [];
  makeShellBuild(repo);
  publish('shell', { ...opts(), promote: true });
  makeAreaBuild(repo, 'mf-tasks', { code: 'v1' });
  v1 = publish('mf-tasks', { ...opts(), promote: true }).version;
  makeAreaBuild(repo, 'mf-tasks', { code: 'v2' });
  v2 = publish('mf-tasks', opts()).version;
  promoteCanary('mf-tasks', v2, 50, opts());
});

function watch(url = apiUrl) {
  const lines: string[] = [];
  const w = startCanaryWatch({ registry, api: url, token: OPERATOR_TOKEN, intervalMs: 60_000, log: (line) => lines.push(line) });
  return { w, lines };
}

test('a canary failing far more than live is ended, with the figures in history, and asked about since it started', async () => {
  versions = [figures(v2, 24, 24), figures(v1, 30, 0)];
  const { w, lines } = watch();
  const since = canary()!.since;
  try {
    await expect(w.check()).resolves.toEqual(['mf-tasks']);
  } finally {
    w.stop();
  }
  expect(asked[0].searchParams.get('area')).toBe('mf-tasks');
  expect(asked[0].searchParams.get('since')).toBe(since);
  // The API counts the canary's figures from its bucket only: the watch names the canary and its percent.
  expect(asked[0].searchParams.get('canary')).toBe(v2);
  expect(asked[0].searchParams.get('canaryPercent')).toBe('50');
  // The summary is for operators only: the watch sends the operators' token.
  expect(tokens[0]).toBe(`Bearer ${OPERATOR_TOKEN}`);
  expect(canary()).toBeNull();
  expect(readManifest(registry)!.areas.find((a) => a.area === 'mf-tasks')!.version).toBe(v1);
  const entry = history('mf-tasks', opts()).at(-1)!;
  expect(entry).toMatchObject({ action: 'auto-rollback', user: AUTO_ROLLBACK_USER, from: v2, to: v1 });
  expect(entry.note).toBe(
    `canary ${v2} at 50% ended: canary 24 loads from 4 addresses, 24 failed on 4 (100.0% per address); live 30 loads from 4 addresses, 0 failed on 0 (0.0% per address); rule: ≥ 20 loads, failures from ≥ 3 addresses and a per-address failure rate above 2 × live + 2.0% = 2.0%`,
  );
  // One log line: the rollback alert, with the watch's verdict.
  expect(lines).toEqual([`rollback alert: mf-tasks ${v2} → ${v1} by canary-watch at ${/ at (\S+): /.exec(lines[0])?.[1]}: ${entry.note}`]);

  // Nothing left to judge: a second round asks nothing and ends nothing.
  const again = watch();
  await expect(again.w.check()).resolves.toEqual([]);
  again.w.stop();
  expect(asked).toHaveLength(1);
});

test('a healthy canary and one with too few loads keep running', async () => {
  const { w } = watch();
  try {
    versions = [figures(v2, 100, 2), figures(v1, 100, 1)];
    await expect(w.check()).resolves.toEqual([]);
    versions = [figures(v2, 19, 19), figures(v1, 100, 0)];
    await expect(w.check()).resolves.toEqual([]);
  } finally {
    w.stop();
  }
  expect(canary()).toMatchObject({ version: v2, percent: 50 });
  expect(history('mf-tasks', opts()).some((e) => e.action === 'auto-rollback')).toBe(false);
});

test('without health (API down) the canary stays, and the watch says so once', async () => {
  const { w, lines } = watch('http://127.0.0.1:9'); // nothing listens on the discard port
  try {
    await expect(w.check()).resolves.toEqual([]);
    await expect(w.check()).resolves.toEqual([]);
  } finally {
    w.stop();
  }
  expect(canary()).toMatchObject({ version: v2 });
  expect(lines).toEqual([
    `canary watch: no health from http://127.0.0.1:9 (down, or refusing a HEALTH_READ_TOKEN that is not the API's); mf-tasks ${v2} stays at 50%`,
  ]);
});

test('a canary replaced after the verdict was asked for is left alone', async () => {
  makeAreaBuild(repo, 'mf-tasks', { code: 'v3' });
  const v3 = publish('mf-tasks', opts()).version;
  versions = [figures(v2, 24, 24), figures(v1, 30, 0)];
  // The operator replaces the canary while the API answers about v2.
  const slow = http.createServer((req, res) => {
    promoteCanary('mf-tasks', v3, 10, opts());
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 200, message: 'ok', data: { since: '', until: '', versions } }));
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  const { w } = watch(`http://127.0.0.1:${(slow.address() as AddressInfo).port}`);
  try {
    await expect(w.check()).resolves.toEqual([]);
  } finally {
    w.stop();
    await new Promise((resolve) => slow.close(resolve));
  }
  expect(canary()).toMatchObject({ version: v3, percent: 10 });
});
