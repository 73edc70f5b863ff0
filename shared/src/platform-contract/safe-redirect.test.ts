import { isSafeRedirect } from './safe-redirect';

// The one rule of the site for a way back from a URL: the login screen, the shell's guard and
// the signed-out rule all ask it, so they never disagree on where a member may be sent.
describe('isSafeRedirect (login return paths)', () => {
  test.each(['/home', '/home/gold', '/task/detail/3?from=list#top', '/bbs/abc/topic', '/exchange/detail/9?step=redeem'])(
    'accepts the same-site path %s',
    (path) => {
      expect(isSafeRedirect(path)).toBe(true);
    },
  );

  test.each([
    '//evil.com',
    '//evil.com/home',
    'https://evil.com',
    'http://evil.com/home',
    '/\\evil',
    '/\\/evil.com',
    '/home\\..\\evil',
    '/\t/evil.com',
    '/\n/evil.com',
    '/home page',
    '/home\u00a0page',
    '/home\u2028',
    'javascript:alert(1)',
    'home',
    '',
    ' /home',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (path) => {
    expect(isSafeRedirect(path)).toBe(false);
  });

  test('refuses what is not a string', () => {
    expect(isSafeRedirect(null)).toBe(false);
    expect(isSafeRedirect(undefined)).toBe(false);
    expect(isSafeRedirect(['/home'])).toBe(false);
  });
});
