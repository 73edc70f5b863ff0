// What a browser sees of canaries and previews, the same from the site server and the registry
// origin: the tests of both run these over real HTTP on a temporary registry.
import { ROLLOUT } from '@survey/shared/platform-contract';
import { preview } from '../src/operations/preview';
import { inCanary, signDeviceId } from '@survey/contract/device-id';
import type { LiveManifest } from '../src/base/types';
import { type RolloutRegistry, browserGet, deviceCookie, inlinedManifest, running } from './rollout-setup';

/** The server under test, over `r`'s registry with mf-tasks `r.next` as a 50% canary. */
export interface Served {
  r: RolloutRegistry;
  url: string;
}

/** A minted cookie: the signed id (`<40 hex>.<signature>`) and, first, the id inside it. */
const DEVICE_COOKIE = /^DEVICE_ID=(([0-9a-f]{40})\.[A-Za-z0-9_-]{43}); Path=\/; Max-Age=63072000; SameSite=Lax$/;

export function rolloutServingTests(served: () => Served): void {
  const remotes = async (cookies: Record<string, string> = {}) => {
    const res = await browserGet(served().url, '/remotes.json', cookies, 'application/json');
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, 'no-store']);
    return { res, manifest: JSON.parse(res.text) as LiveManifest };
  };
  const page = async (cookies: Record<string, string> = {}, urlPath = '/tasks') => {
    const res = await browserGet(served().url, urlPath, cookies);
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, 'no-cache, no-transform']);
    return { res, manifest: inlinedManifest(res.text) };
  };
  const expectedFor = (id: string) => (inCanary(id, 'mf-tasks', 50) ? served().r.next : served().r.live);

  test('a fresh browser gets a DEVICE_ID cookie and the manifest chosen with it, without any canary key', async () => {
    for (let i = 0; i < 6; i++) {
      const { res, manifest } = await remotes();
      const id = DEVICE_COOKIE.exec(res.headers.get('set-cookie') ?? '')?.[2];
      expect(id).toBeDefined();
      expect(running(manifest, 'mf-tasks').version).toBe(expectedFor(id!));
      expect(res.text).not.toContain('"canary":');
    }
    const fresh = await page();
    const id = DEVICE_COOKIE.exec(fresh.res.headers.get('set-cookie') ?? '')![1];
    expect(fresh.manifest).toEqual((await remotes({ DEVICE_ID: id })).manifest);
  });

  test('an unsigned, altered or foreign DEVICE_ID is replaced by a fresh signed one, and its bucket is not used', async () => {
    const { r } = served();
    const inside = deviceCookie(r.registry, 'mf-tasks', 50, true);
    const [id, signature] = inside.split('.');
    const forged = [id, `${id}.${signature.slice(1)}x`, signDeviceId('another-registry-key-0123456789abcdef', id), `${id}.`];
    for (const bad of forged) {
      const { res, manifest } = await remotes({ DEVICE_ID: bad });
      const minted = DEVICE_COOKIE.exec(res.headers.get('set-cookie') ?? '');
      expect(minted?.[2]).toMatch(/^[0-9a-f]{40}$/);
      expect(minted![2]).not.toBe(id);
      expect(running(manifest, 'mf-tasks').version).toBe(expectedFor(minted![2]));
      // The minted cookie is honoured from then on.
      expect((await remotes({ DEVICE_ID: minted![1] })).res.headers.get('set-cookie')).toBeNull();
    }
  });

  test('the same cookie gets the same answer on every request, and a page inlines exactly its /remotes.json', async () => {
    for (const inside of [true, false]) {
      const id = deviceCookie(served().r.registry, 'mf-tasks', 50, inside);
      const answers = await Promise.all([1, 2, 3].map(() => remotes({ DEVICE_ID: id })));
      for (const a of answers) {
        expect(a.res.headers.get('set-cookie')).toBeNull();
        expect(a.manifest).toEqual(answers[0].manifest);
      }
      const { manifest } = answers[0];
      expect(running(manifest, 'mf-tasks')).toEqual(
        inside ? { version: served().r.next, channel: 'canary' } : { version: served().r.live },
      );
      if (inside) expect(manifest.areas.find((a) => a.area === 'mf-tasks')!.fallback?.version).toBe(served().r.live);
      for (const urlPath of ['/tasks', '/tasks/42', '/']) {
        const p = await page({ DEVICE_ID: id }, urlPath);
        expect(p.res.headers.get('set-cookie')).toBeNull();
        expect(p.manifest).toEqual(manifest);
      }
    }
  });

  test('a preview link pins the version in that browser until it exits; an altered token or cookie is ignored', async () => {
    const { r, url } = served();
    const id = deviceCookie(r.registry, 'mf-tasks', 50, false);
    const { token, until } = preview('mf-tasks', r.next, { registry: r.registry, duration: '1h' });
    const link = await browserGet(url, `${ROLLOUT.previewPrefix}${token}`);
    expect([link.status, link.headers.get('location')]).toEqual([302, '/tasks']);
    const cookie = link.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      new RegExp(`^SURVEY_PREVIEW=${token.replace(/[.-]/g, '\\$&')}; Path=/; Max-Age=(\\d+); HttpOnly; SameSite=Lax$`),
    );
    expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeGreaterThan(3590);

    const pinned = { version: r.next, channel: 'preview', previewUntil: until };
    const withPreview = { DEVICE_ID: id, SURVEY_PREVIEW: token };
    const p = await page(withPreview);
    expect(running(p.manifest, 'mf-tasks')).toEqual(pinned);
    expect(p.manifest.areas.find((a) => a.area === 'mf-tasks')!.fallback?.version).toBe(r.live);
    expect(p.manifest).toEqual((await remotes(withPreview)).manifest);

    const exit = await browserGet(url, ROLLOUT.previewExit, withPreview);
    expect([exit.status, exit.headers.get('location'), exit.headers.get('set-cookie')]).toEqual([
      302,
      '/',
      'SURVEY_PREVIEW=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    ]);

    const [payload, signature] = token.split('.');
    const altered = `${Buffer.from(JSON.stringify({ area: 'mf-tasks', version: r.next, until: '2099-01-01T00:00:00.000Z' })).toString('base64url')}.${signature}`;
    for (const bad of [altered, `${payload}.${signature.slice(1)}`, 'nonsense']) {
      const refused = await browserGet(url, `${ROLLOUT.previewPrefix}${bad}`);
      expect([refused.status, refused.headers.get('location'), refused.headers.get('set-cookie')]).toEqual([
        302,
        '/',
        'SURVEY_PREVIEW=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
      ]);
      expect(running((await page({ DEVICE_ID: id, SURVEY_PREVIEW: bad })).manifest, 'mf-tasks')).toEqual({ version: r.live });
    }
  });
}
