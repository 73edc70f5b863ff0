import { isNavigableUrl, resolveRedirect } from './safe-redirect';

// The rule itself (isSafeRedirect) is tested in @survey/shared, beside it.
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
