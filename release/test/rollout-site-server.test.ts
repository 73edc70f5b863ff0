// Canaries and preview links through the site server (release serve), over real HTTP.
import { freePort, readHistory, startSiteServer, type SiteServer } from '../src';
import { cleanupTmp, runCli } from './helpers';
import { type Served, rolloutServingTests } from './rollout-serving';
import { promoteCanary } from '../src/rollout/canary';
import { browserGet, deviceCookie, inlinedManifest, rolloutRegistry, running } from './rollout-setup';

let served: Served;
let site: SiteServer;

beforeAll(async () => {
  const r = rolloutRegistry();
  promoteCanary('mf-tasks', r.next, 50, { registry: r.registry, user: 'tester' });
  // No API: pages go out without a site config, as they do while it is down.
  site = await startSiteServer({ registry: r.registry, port: 0, api: `http://127.0.0.1:${await freePort()}`, log: () => {} });
  served = { r, url: site.url };
});

afterAll(async () => {
  await site.close();
  cleanupTmp();
});

describe('site server', () => rolloutServingTests(() => served));

test('`release preview` prints a link the site honours and changes nothing live; wrong input is refused with the fix', async () => {
  const { r, url } = served;
  const cli = (args: string[]) => runCli([...args, '--registry', r.registry], { SITE_ORIGIN: url });
  const historyBefore = readHistory(r.registry);
  const made = cli(['preview', 'mf-tasks', r.next, '--for', '2h']);
  expect([made.status, made.stderr]).toEqual([
    0,
    expect.stringMatching(
      /^ {2}preview link [0-9a-f]{12} for mf-tasks \S+ until \S+ made by \S+\nmf-tasks \S+ in the browser that opens this link, until 20\d\d-/,
    ),
  ]);
  // stdout is the link alone, for LINK=$(pnpm release preview …).
  expect(made.stdout).toMatch(/^http:\/\/\S+\n$/);
  const link = made.stdout.trim();
  expect(link.startsWith(`${url}/_preview/`)).toBe(true);
  const landing = await browserGet(url, new URL(link).pathname);
  expect([landing.status, landing.headers.get('location')]).toEqual([302, '/tasks']);
  const token = /^SURVEY_PREVIEW=([^;]+)/.exec(landing.headers.get('set-cookie')!)![1];
  const page = await browserGet(url, '/tasks', { DEVICE_ID: deviceCookie(r.registry, 'mf-tasks', 50, false), SURVEY_PREVIEW: token });
  expect(running(inlinedManifest(page.text), 'mf-tasks')).toMatchObject({ version: r.next, channel: 'preview' });
  // Nothing live changed; the link's making is the one new history line.
  expect(readHistory(r.registry)).toEqual([...historyBefore, expect.objectContaining({ action: 'preview', area: 'mf-tasks', to: r.next })]);

  const refusals: [string[], RegExp][] = [
    [
      ['preview', 'mf-tasks', '9.9.9-0000000000', '--for', '2h'],
      new RegExp(`not published .*; published versions of mf-tasks: .*${r.next}`),
    ],
    [['preview', 'shell', 'x', '--for', '2h'], /the shell cannot be previewed/],
    [['preview', 'mf-tasks', r.next], /preview needs --for <duration>, like --for 2h \(at most 7d\)/],
    [['preview', 'mf-tasks', r.next, '--for', '8d'], /longer than a preview may last \(7d\)/],
    [['preview', 'mf-tasks', r.next, '--for', '2h', '--site', 'survey.example.com'], /not a site origin like https:/],
  ];
  for (const [args, message] of refusals) {
    const res = cli(args);
    expect([args.join(' '), res.status, res.stdout]).toEqual([args.join(' '), 1, '']);
    expect(res.stderr).toMatch(message);
  }
});

test('behind an HTTPS proxy the device and preview cookies are Secure; over plain HTTP they cannot be', async () => {
  const { r, url } = served;
  const over = (proto: string) => ({ accept: 'text/html', 'x-forwarded-proto': proto });
  const get = (urlPath: string, proto: string) => fetch(`${url}${urlPath}`, { headers: over(proto), redirect: 'manual' });

  const secure = (await get('/tasks', 'https')).headers.get('set-cookie')!;
  expect(secure).toMatch(/^DEVICE_ID=[0-9a-f]{40}\.[\w-]{43};.*; Secure$/);
  expect((await get('/tasks', 'http')).headers.get('set-cookie')).not.toMatch(/Secure/);

  const link = runCli(['preview', 'mf-tasks', r.next, '--for', '1h', '--registry', r.registry], { SITE_ORIGIN: url }).stdout.trim();
  const landing = await get(new URL(link).pathname, 'https');
  expect(landing.headers.get('set-cookie')).toMatch(/^SURVEY_PREVIEW=[\w.-]+; .*HttpOnly; SameSite=Lax; Secure$/);
  expect((await get('/_preview/exit', 'https')).headers.get('set-cookie')).toMatch(/^SURVEY_PREVIEW=; Path=\/; Max-Age=0; .*; Secure$/);
});
