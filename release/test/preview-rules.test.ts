// Preview links over the registry service: plain version names only, no version rolled back as
// bad unless forced, history names who made a link, and one link can be revoked.
import { ROLLOUT } from '@survey/shared/platform-contract';
import { readHistory } from '../src/registry/layout';
import { cleanupTmp, makeAreaBuild, makeShellBuild } from './helpers';
import { type TestService, call, startService, upload } from './service-setup';

let s: TestService;
let ops: string;
let qa: string;
let v1: string;
let v2: string;
beforeEach(async () => {
  s = await startService();
  ops = s.token('ops', 'all');
  qa = s.token('tasks-qa', 'mf-tasks', ['promote']);
  expect((await upload(s, 'shell', makeShellBuild(s.repo).dir, ops, true)).status).toBe(200);
  v1 = (await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks', { code: 'one' }), ops, true)).body.result.version;
  v2 = (await upload(s, 'mf-tasks', makeAreaBuild(s.repo, 'mf-tasks', { code: 'two' }), ops)).body.result.version;
});
afterEach(() => s.app.close());
afterAll(cleanupTmp);

const makeLink = (version: string, extra: Record<string, unknown> = {}) =>
  call(s, '/v1/areas/mf-tasks/preview', qa, { body: JSON.stringify({ version, for: '2h', ...extra }) });

/** The preview cookie the origin sets for a link (empty when the link pins nothing). */
async function landingCookie(token: string): Promise<string> {
  const res = await fetch(`${s.url}${ROLLOUT.previewPrefix}${token}`, { redirect: 'manual' });
  return /SURVEY_PREVIEW=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
}

test.each(['../mf-home/1.0.0-0123456789', `${'1.0.0-0123456789'}/../x`, '..', 'latest'])(
  'a version that is not a plain version name (%s) is refused with 400',
  async (version) => {
    const res = await makeLink(version);
    expect(res).toMatchObject({ status: 400, body: { error: expect.stringMatching(/is not a version name like 1\.0\.0-0123456789/) } });
  },
);

test('a version rolled back as bad is refused unless forced', async () => {
  expect((await call(s, '/v1/areas/mf-tasks/promote', ops, { body: JSON.stringify({ version: v2 }) })).status).toBe(200);
  expect((await call(s, '/v1/areas/mf-tasks/rollback', ops, { body: JSON.stringify({}) })).status).toBe(200);
  const refused = await makeLink(v2);
  expect(refused).toMatchObject({ status: 409, body: { error: expect.stringMatching(/it was rolled back as bad .*pass --force/) } });
  expect((await makeLink(v2, { force: true })).status).toBe(200);
});

test('making a link is recorded in history with the token name and the link id', async () => {
  const res = await makeLink(v2);
  expect(res.status).toBe(200);
  expect(res.body.result.id).toMatch(/^[0-9a-f]{12}$/);
  expect(readHistory(s.registry, 'mf-tasks').at(-1)).toMatchObject({
    action: 'preview',
    user: 'tasks-qa',
    to: v2,
    note: `link ${res.body.result.id} until ${res.body.result.until}`,
  });
});

/** The mf-tasks version /remotes.json gives a browser holding the preview cookie `token`. */
async function pinnedVersion(token: string): Promise<string> {
  const res = await fetch(`${s.url}/remotes.json`, { headers: { cookie: `${ROLLOUT.previewCookie}=${token}` } });
  const manifest = (await res.json()) as { areas: { area: string; version: string }[] };
  return manifest.areas.find((a) => a.area === 'mf-tasks')!.version;
}

test('a revoked link pins nothing at the next request; another link still does', async () => {
  const [one, two] = [(await makeLink(v2)).body.result, (await makeLink(v2)).body.result];
  expect(await landingCookie(one.token)).toBe(one.token);
  expect(await pinnedVersion(one.token)).toBe(v2);
  const other = s.token('wallet-qa', 'mf-wallet', ['promote']);
  expect((await call(s, `/v1/previews/${one.id}/revoke`, other, { body: '{}' })).status).toBe(403);
  const revoked = await call(s, `/v1/previews/${one.id}/revoke`, qa, { body: '{}' });
  expect(revoked).toMatchObject({ status: 200, body: { result: { id: one.id, area: 'mf-tasks', version: v2 } } });
  expect(await landingCookie(one.token)).toBe('');
  expect(await pinnedVersion(one.token)).toBe(v1);
  expect(await landingCookie(two.token)).toBe(two.token);
  expect(await pinnedVersion(two.token)).toBe(v2);
  expect(readHistory(s.registry, 'mf-tasks').at(-1)).toMatchObject({ action: 'preview-revoke', user: 'tasks-qa', note: `link ${one.id}` });
  expect((await call(s, '/v1/previews/000000000000/revoke', qa, { body: '{}' })).status).toBe(404);
});

test('the v1 live version is untouched by links', async () => {
  await makeLink(v2);
  const status = await call(s, '/v1/status', ops);
  expect(status.body.result.rows.find((r: { target: string }) => r.target === 'mf-tasks').live).toBe(v1);
});
