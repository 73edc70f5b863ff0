// The front end's own HTTP client, session and upload helpers (@survey/shared) against this
// server over a real socket: envelope, headers, token refresh and the OSS upload round trip.
import { createPlatform } from '@survey/shared/platform';
import { createMemoryCookieJar, createMemoryStorage } from '@survey/shared/session';
import { signUrl, uploadFile } from '@survey/shared/upload';
import { theme } from '@survey/shared/theme';
import { type Harness, start } from './helpers';

let h: Harness;
let base: string;
beforeAll(async () => {
  h = await start();
  base = await h.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await h?.close();
});

function platform() {
  return createPlatform({
    site: { appName: '问卷社区', companyName: '', copyright: '', registrations: [], slogan: '', supportEmail: '' },
    theme,
    navigate: () => undefined,
    reload: () => undefined,
    baseURL: `${base}/api`,
    cookies: createMemoryCookieJar(),
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    userAgent: 'Mozilla/5.0 (Windows NT 10.0) jest',
  });
}

test('spec §7: the platform client reads the account with the bearer token from a real login', async () => {
  const p = platform();
  p.session.login(await h.loginDemo(), { method: 'password' });
  const account = await p.http.get<{ nickname: string; memberCode: string }>('/v1/users/account');
  expect(account).toMatchObject({ nickname: '小调研员', memberCode: 'M2026001' });
});

test('spec §4: near expiry the client refreshes once against the server and the new token works', async () => {
  const p = platform();
  const login = await h.loginDemo();
  p.session.login({ ...login, expired: Date.now() + 30_000 }, { method: 'password' });
  const results = await Promise.all(Array.from({ length: 5 }, () => p.http.get<{ id: number }>('/v1/users/account')));
  expect(new Set(results.map((r) => r.id)).size).toBe(1);
  expect(p.session.getState().token).not.toBe(login.token);
  // The old refresh token was rotated away: past the 30 s grace window, using it again is refused.
  h.clock.advance(30_001);
  const reused = await h.post('/api/v1/auth/token/refresh', { token: login.token, refreshToken: login.refreshToken });
  expect(reused.code).not.toBe(200);
});

test('spec §5: upload via policy + form POST, named timestamp + 4 digits + extension, then a signed download', async () => {
  const p = platform();
  p.session.login(await h.loginDemo(), { method: 'password' });
  const bytes = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const file = new File([bytes], '头像.png', { type: 'image/png' });
  const key = await uploadFile(p.http, file, { module: 'avatar', fetch: (url, init) => fetch(new URL(String(url), base), init) });
  expect(key).toMatch(/^avatar\/1\/\d{13}[1-9]\d{3}\.png$/);

  const url = await signUrl(p.http, key);
  const download = await fetch(new URL(url, base));
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  // Unsigned, the private object is refused.
  expect((await fetch(new URL(`/api/oss/files/${key}`, base))).status).toBe(403);
});
