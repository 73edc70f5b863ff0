// Canaries and preview links through the registry origin the nginx edges proxy pages and
// remotes.json to, and the preview endpoint of the registry service; over real HTTP.
import fs from 'node:fs';
import path from 'node:path';
import { ROLLOUT } from '@survey/shared/platform-contract';
import { type Action, readManifest, startStaticSite } from '../src';
import { cleanupTmp } from './helpers';
import { type Served, rolloutServingTests } from './rollout-serving';
import { promoteCanary } from '../src/rollout/canary';
import { browserGet, deviceCookie, inlinedManifest, rolloutRegistry, running } from './rollout-setup';
import { type TestService, remoteCli, startService } from './service-setup';

let served: Served;
let s: TestService;

beforeAll(async () => {
  s = await startService();
  const r = rolloutRegistry(s.registry);
  // The static set-up's pages, as an edge's origin has them, rewritten by the canary's promote.
  startStaticSite(r.registry, readManifest(r.registry));
  promoteCanary('mf-tasks', r.next, 50, { registry: r.registry, user: 'tester' });
  served = { r, url: s.url };
});

afterAll(async () => {
  await s.app.close();
  cleanupTmp();
});

describe('registry origin', () => {
  rolloutServingTests(() => served);

  test('a device outside every canary gets the pre-written page; a canary device gets one assembled for it', async () => {
    const { r, url } = served;
    const written = fs.readFileSync(path.join(r.registry, 'pages', 'tasks', 'index.html'), 'utf8');
    expect(written).not.toContain('"canary":');
    expect(running(inlinedManifest(written), 'mf-tasks')).toEqual({ version: r.live });
    const outside = await browserGet(url, '/tasks', { DEVICE_ID: deviceCookie(r.registry, 'mf-tasks', 50, false) });
    expect(outside.text).toBe(written);
    const inside = await browserGet(url, '/tasks', { DEVICE_ID: deviceCookie(r.registry, 'mf-tasks', 50, true) });
    expect(inside.text).not.toBe(written);
    expect(running(inlinedManifest(inside.text), 'mf-tasks')).toEqual({ version: r.next, channel: 'canary' });
    // The page loads the canary's entry, as the pre-written one loads the live one.
    expect(inside.text).toContain(`/areas/mf-tasks/${r.next}/remoteEntry.js`);
  });
});

describe('POST /v1/areas/:area/preview', () => {
  const post = async (token: string, area: string, body: unknown) => {
    const res = await fetch(`${served.url}/v1/areas/${area}/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { result?: { token: string; until: string }; error?: string } };
  };
  const token = (name: string, area: string, can?: Action[]) => s.token(name, area, can);

  test('a token that may promote the area gets a working preview token; others are refused', async () => {
    const { r, url } = served;
    const ok = await post(token('team-tasks', 'mf-tasks'), 'mf-tasks', { version: r.next, for: '2h' });
    expect(ok.status).toBe(200);
    const until = Date.parse(ok.body.result!.until);
    expect(until - Date.now()).toBeGreaterThan(7190_000);
    const link = await browserGet(url, `${ROLLOUT.previewPrefix}${ok.body.result!.token}`);
    expect([link.status, link.headers.get('location')]).toEqual([302, '/tasks']);

    const publishOnly = await post(token('ci-tasks', 'mf-tasks', ['publish']), 'mf-tasks', { version: r.next, for: '2h' });
    expect(publishOnly).toEqual({
      status: 403,
      body: expect.objectContaining({ error: expect.stringMatching(/may not promote mf-tasks/) }),
    });
    const otherArea = await post(token('team-home', 'mf-home'), 'mf-tasks', { version: r.next, for: '2h' });
    expect(otherArea.status).toBe(403);
    const unpublished = await post(token('team-tasks-2', 'mf-tasks'), 'mf-tasks', { version: '9.9.9-0000000000', for: '2h' });
    expect(unpublished.status).toBe(404);
    expect(unpublished.body.error).toContain(`published versions of mf-tasks: `);
    expect(unpublished.body.error).toContain(r.next);
    const tooLong = await post(token('team-tasks-3', 'mf-tasks'), 'mf-tasks', { version: r.next, for: '8d' });
    expect(tooLong).toEqual({
      status: 400,
      body: expect.objectContaining({ error: expect.stringMatching(/longer than a preview may last \(7d\)/) }),
    });
  });

  test('`release preview` against the service prints the link on the given site', async () => {
    const res = await remoteCli(
      s,
      ['preview', 'mf-tasks', served.r.next, '--for', '30m', '--site', 'https://survey.example.com'],
      s.token('team-cli', 'mf-tasks'),
    );
    expect([res.status, res.stderr]).toEqual([
      0,
      expect.stringMatching(
        /^ {2}preview link [0-9a-f]{12} for mf-tasks \S+ until \S+ made by team-cli\nmf-tasks \S+ in the browser that opens this link, until 20\d\d-/,
      ),
    ]);
    expect(res.stdout).toMatch(/^https:\/\/survey\.example\.com\/_preview\/[\w-]+\.[\w-]+\n$/);
    const refused = await remoteCli(s, ['preview', 'mf-tasks', served.r.next, '--for', '30m'], s.token('ci-only', 'mf-tasks', ['publish']));
    expect([refused.status, refused.stdout]).toEqual([1, '']);
    expect(refused.stderr).toMatch(/^release: the deploy token ci-only may not promote mf-tasks/);
  });
});
