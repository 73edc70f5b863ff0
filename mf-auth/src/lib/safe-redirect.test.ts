import { isNavigableUrl, isSafeRedirect, resolveRedirect } from './safe-redirect';

describe('isSafeRedirect (login return paths)', () => {
  test.each(['/home', '/home/gold', '/task/detail/3?from=list#top', '/bbs/abc/topic'])('accepts the same-site path %s', (path) => {
    expect(isSafeRedirect(path)).toBe(true);
  });

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
    'javascript:alert(1)',
    'home',
    '',
    ' /home',
  ])('refuses %j', (path) => {
    expect(isSafeRedirect(path)).toBe(false);
  });

  test('refuses what is not a string', () => {
    expect(isSafeRedirect(null)).toBe(false);
    expect(isSafeRedirect(undefined)).toBe(false);
    expect(isSafeRedirect(['/home'])).toBe(false);
  });

  test('resolveRedirect falls back to /home', () => {
    expect(resolveRedirect('/home/gold')).toBe('/home/gold');
    expect(resolveRedirect('//evil.com')).toBe('/home');
    expect(resolveRedirect('https://evil.com')).toBe('/home');
    expect(resolveRedirect(null)).toBe('/home');
    expect(resolveRedirect('/\\evil', '/login')).toBe('/login');
  });

  test('isNavigableUrl allows http(s) authorisation pages and safe paths only', () => {
    expect(isNavigableUrl('https://open.weixin.qq.com/connect/qrconnect?appid=x')).toBe(true);
    expect(isNavigableUrl('/api/dev/oauth/wechat/authorize?state=1')).toBe(true);
    expect(isNavigableUrl('javascript:alert(1)')).toBe(false);
    expect(isNavigableUrl('data:text/html,hi')).toBe(false);
    expect(isNavigableUrl('//evil.com')).toBe(false);
  });
});
