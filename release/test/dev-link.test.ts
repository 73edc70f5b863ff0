// Dev links (issue 36): a preview whose code comes from a developer's dev server. Made by a token
// that may publish the area, only for a loopback origin, honoured (and allowed by the page's CSP)
// only in the browser holding it; everyone else runs the live version.
import crypto from 'node:crypto';
import { ROLLOUT } from '@survey/shared/platform-contract';
import { freePort, readHistory, startSiteServer, type SiteServer } from '../src';
import { loopbackOrigin } from '../src/rollout/dev-origin';
import { previewKey, signPreview, verifyPreview } from '../src/rollout/preview';
import { DEFAULT_CSP } from '../src/web/security-headers';
import { cleanupTmp, runCli } from './helpers';
import { browserGet, inlinedManifest, rolloutRegistry, running, type RolloutRegistry } from './rollout-setup';
import { type TestService, call, startService, upload } from './service-setup';
import { makeAreaBuild, makeShellBuild } from './helpers';

afterAll(cleanupTmp);

const DEV = 'http://127.0.0.1:3003';

test.each(['http://127.0.0.1:3003', 'http://localhost:5173', 'http://[::1]:3003', 'https://localhost:8443'])(
  '%s is a dev origin',
  (origin) => {
    expect(loopbackOrigin(origin)).toBe(origin);
  },
);

test.each([
  'https://evil.example',
  'http://10.0.0.7:3003',
  'http://127.0.0.1',
  'http://127.0.0.1:3003/path',
  'http://127.0.0.1:3003/?x=1',
  'http://user@127.0.0.1:3003',
  'http://127.0.0.1.evil.example:3003',
  'javascript:alert(1)',
  'file:///tmp',
])('%s is not a dev origin', (origin) => {
  expect(loopbackOrigin(origin)).toBeNull();
});

test('a token signed with the registry key that names another origin is not honoured, nor is one that cannot be made', () => {
  const key = crypto.randomBytes(32);
  const pin = { id: 'a1b2c3d4e5f6', area: 'mf-tasks', version: 'dev', until: new Date(Date.now() + 60_000).toISOString() };
  expect(verifyPreview(key, signPreview(key, { ...pin, dev: DEV }))).toEqual({ ...pin, dev: DEV });
  expect(() => signPreview(key, { ...pin, dev: 'https://evil.example' })).toThrow(/only from a loopback origin/);
  // Signed by hand, as a key holder could: the verifier still refuses it.
  const payload = Buffer.from(JSON.stringify({ ...pin, dev: 'https://evil.example' })).toString('base64url');
  const forged = `${payload}.${crypto.createHmac('sha256', key).update(payload).digest('base64url')}`;
  expect(verifyPreview(key, forged)).toBeNull();
});

describe('over the registry service', () => {
  let s: TestService;
  let team: string;
  beforeAll(async () => {
    s = await startService();
    const ops = s.token('ops', 'all');
    team = s.token('tasks-team', 'mf-tasks', ['publish']);
    expect((await upload(s, 'shell', makeShellBuild(s.repo).dir, ops, true)).status).toBe(200);
    expect((await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks', { code: 'one' }), ops, true)).status).toBe(200);
  });
  afterAll(() => s.app.close());
  const makeLink = (token: string, body: Record<string, unknown>, area = 'mf-tasks') =>
    call(s, `/v1/areas/${area}/dev-link`, token, { body: JSON.stringify(body) });

  test('a team token makes a link for its area; the browser holding it loads the area from the dev server, others do not', async () => {
    const res = await makeLink(team, { origin: DEV, for: '8h' });
    expect(res).toMatchObject({ status: 200, body: { result: { area: 'mf-tasks', origin: DEV } } });
    const { token, id } = res.body.result as { token: string; id: string };
    expect(readHistory(s.registry, 'mf-tasks').at(-1)).toMatchObject({ action: 'preview', user: 'tasks-team', to: `dev ${DEV}` });
    const mine = await (await fetch(`${s.url}/remotes.json`, { headers: { cookie: `${ROLLOUT.previewCookie}=${token}` } })).json();
    const everyone = await (await fetch(`${s.url}/remotes.json`)).json();
    const tasks = (m: { areas: { area: string }[] }) => m.areas.find((a) => a.area === 'mf-tasks') as Record<string, unknown>;
    expect(tasks(mine)).toMatchObject({ version: 'dev', entry: `${DEV}/remoteEntry.js`, integrity: '', channel: 'dev' });
    // The live version stays its fallback: a dev server that is down shows the live area.
    expect((tasks(mine).fallback as { version: string }).version).toBe(tasks(everyone).version);
    expect(tasks(everyone).channel).toBeUndefined();
    // Revoked like any preview link.
    const ops = s.token('ops2', 'all');
    expect((await call(s, `/v1/previews/${id}/revoke`, ops, { body: '{}' })).status).toBe(200);
    const after = await (await fetch(`${s.url}/remotes.json`, { headers: { cookie: `${ROLLOUT.previewCookie}=${token}` } })).json();
    expect(tasks(after).channel).toBeUndefined();
  });

  test.each(['https://evil.example', 'http://192.168.1.5:3003', 'http://127.0.0.1'])('origin %s is refused with 400', async (origin) => {
    const res = await makeLink(team, { origin, for: '8h' });
    expect(res).toMatchObject({ status: 400, body: { error: expect.stringMatching(/not a dev server on this machine/) } });
  });

  test('a token of another area, or one that may only promote, is refused with 403; a bad body with 400', async () => {
    expect((await makeLink(s.token('home-team', 'mf-home', ['publish']), { origin: DEV, for: '1h' })).status).toBe(403);
    expect((await makeLink(s.token('tasks-qa', 'mf-tasks', ['promote']), { origin: DEV, for: '1h' })).status).toBe(403);
    expect((await makeLink(team, { origin: DEV })).status).toBe(400);
    expect((await makeLink(team, { origin: DEV, for: '30d' })).status).toBe(400);
  });
});

describe('through the site server', () => {
  let r: RolloutRegistry;
  let site: SiteServer;
  beforeAll(async () => {
    r = rolloutRegistry();
    site = await startSiteServer({ registry: r.registry, port: 0, api: `http://127.0.0.1:${await freePort()}`, log: () => {} });
  });
  afterAll(() => site.close());

  test('`release dev-link` prints a link; it lands on the area with the dev server allowed by the CSP of that browser only', async () => {
    const made = runCli(['dev-link', 'mf-tasks', '--origin', DEV, '--site', site.url, '--registry', r.registry]);
    expect([made.status, made.stdout]).toEqual([0, expect.stringMatching(new RegExp(`^${site.url}/_preview/\\S+\\n$`))]);
    const landing = await browserGet(site.url, new URL(made.stdout.trim()).pathname);
    expect([landing.status, landing.headers.get('location')]).toEqual([302, '/tasks']);
    const token = /^SURVEY_PREVIEW=([^;]+)/.exec(landing.headers.get('set-cookie')!)![1];
    const page = await browserGet(site.url, '/tasks', { SURVEY_PREVIEW: token });
    expect(running(inlinedManifest(page.text), 'mf-tasks')).toMatchObject({ version: 'dev', channel: 'dev' });
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(new RegExp(`script-src 'self' ${DEV}(;|$)`));
    expect(csp).toMatch(new RegExp(`connect-src 'self' https: ${DEV} ws://127\\.0\\.0\\.1:3003(;|$)`));
    const other = await browserGet(site.url, '/tasks');
    expect(other.headers.get('content-security-policy')).toBe(DEFAULT_CSP);
    expect(running(inlinedManifest(other.text), 'mf-tasks')).toEqual({ version: r.live, channel: undefined, previewUntil: undefined });
    // A key of another registry signs nothing here.
    const foreign = signPreview(crypto.randomBytes(32), {
      id: 'a1b2c3d4e5f6',
      area: 'mf-tasks',
      version: 'dev',
      until: '2099-01-01T00:00:00Z',
      dev: DEV,
    });
    expect((await browserGet(site.url, '/tasks', { SURVEY_PREVIEW: foreign })).headers.get('content-security-policy')).toBe(DEFAULT_CSP);
    expect(previewKey(r.registry)).toHaveLength(32);
  });

  test('a link lands on `next` when it is a same-site path (a standalone page sending the member to sign in), else on the area', async () => {
    const made = runCli(['dev-link', 'mf-tasks', '--origin', DEV, '--site', site.url, '--registry', r.registry]);
    const linkPath = new URL(made.stdout.trim()).pathname;
    const land = async (next: string) =>
      (await browserGet(site.url, `${linkPath}?next=${encodeURIComponent(next)}`)).headers.get('location');
    expect(await land('/login?redirect=%2Ftask')).toBe('/login?redirect=%2Ftask');
    expect(await land('//evil.example/x')).toBe('/tasks');
    expect(await land('https://evil.example/')).toBe('/tasks');
  });

  test('`release dev-link` refuses an origin off this machine, the shell, and a missing --origin, each with the fix', () => {
    const cli = (args: string[]) => runCli([...args, '--registry', r.registry]);
    const refusals: [string[], RegExp][] = [
      [['dev-link', 'mf-tasks', '--origin', 'https://evil.example'], /not a dev server on this machine/],
      [['dev-link', 'shell', '--origin', DEV], /the shell is developed with its own dev server/],
      [['dev-link', 'mf-tasks'], /dev-link needs --origin/],
    ];
    for (const [args, message] of refusals) {
      const res = cli(args);
      expect([res.status, res.stdout]).toEqual([1, '']);
      expect(res.stderr).toMatch(message);
    }
  });
});
