// Against a registry service, `status` reads health from the API the service knows (the one its
// canary watch asks), not from http://127.0.0.1:3100 on the operator's machine; a team token sees
// its own area's figures. `preview` links point at the site the service serves unless told otherwise.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROLLOUT } from '@survey/shared/platform-contract';
import { versionHealth } from './health-fixtures';
import { cleanupTmp, makeAreaBuild, makeShellBuild } from './helpers';
import { type TestService, remoteCli, startService, upload } from './service-setup';

const SITE = 'https://survey.example.test';
let api: http.Server;
let asked: URL[] = [];
let s: TestService;
let team: string;
let ops: string;
let v1 = '';
const saved = { API_URL: process.env.API_URL, SITE_ORIGIN: process.env.SITE_ORIGIN };

beforeAll(async () => {
  delete process.env.API_URL;
  delete process.env.SITE_ORIGIN;
  api = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://api');
    asked.push(url);
    const versions = [versionHealth('mf-tasks', v1, 120, 3)];
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 200, message: 'ok', data: { since: url.searchParams.get('since'), until: '', versions } }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  s = await startService({ api: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, siteOrigin: SITE });
  ops = s.token('ops', 'all');
  team = s.token('team-tasks', 'mf-tasks');
  await upload(s, 'shell', makeShellBuild(s.repo).dir, ops, true);
  v1 = (await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks'), team, true)).body.result.version;
});
afterAll(async () => {
  Object.assign(process.env, Object.fromEntries(Object.entries(saved).filter(([, v]) => v !== undefined)));
  await s.app.close();
  await new Promise((resolve) => api.close(resolve));
  cleanupTmp();
});

test('remote status shows the health the registry service’s API reports; a team token asks for its own area only', async () => {
  asked = [];
  const res = await remoteCli(s, ['status'], team);
  expect(res.status).toBe(0);
  expect(res.stdout).toMatch(new RegExp(`^mf-tasks\\s+${v1}\\s+live\\s+120\\s+.*2\\.5%`, 'm'));
  expect(asked).toHaveLength(1);
  expect(asked[0].searchParams.get('area')).toBe('mf-tasks');

  asked = [];
  const json = JSON.parse((await remoteCli(s, ['status', '--json'], ops)).stdout);
  expect(json.health.versions).toEqual([expect.objectContaining({ area: 'mf-tasks', version: v1, loads: 120 })]);
  expect(asked[0].searchParams.get('area')).toBeNull();
});

test('remote preview prints a link on the site the registry service knows; --site still wins', async () => {
  const made = await remoteCli(s, ['preview', 'mf-tasks', v1, '--for', '1h'], team);
  expect(made.status).toBe(0);
  expect(made.stdout).toMatch(new RegExp(`^${SITE}${ROLLOUT.previewPrefix}\\S+\\n$`));
  const given = await remoteCli(s, ['preview', 'mf-tasks', v1, '--for', '1h', '--site', 'https://qa.example.test'], team);
  expect(given.stdout).toMatch(new RegExp(`^https://qa\\.example\\.test${ROLLOUT.previewPrefix}`));
});
