import { screen, waitFor } from '@testing-library/react';
import { SNS_BIND_TICKET, loginResult } from '../../../testing/fixtures';
import { renderAuth } from '../../../testing/render-auth';
import { getSnsCallback } from '@survey/contract';

afterEach(() => window.sessionStorage.clear());

test('an unbound account goes to /bind with its ticket kept for the bind screen', async () => {
  const { platform } = renderAuth('/open/wechat/callback?code=auth-1&state=st-1', {
    server: (server) => server.respond(getSnsCallback, SNS_BIND_TICKET, { pathParams: { provider: 'wechat' } }),
  });
  await waitFor(() => expect(platform.navigations).toHaveLength(1));
  const target = new URL(platform.navigations[0], 'http://x');
  expect(target.pathname).toBe('/bind');
  expect(target.searchParams.get('type')).toBe('1');
  expect(target.searchParams.get('nickname')).toBe('微信小明');
  expect(JSON.parse(window.sessionStorage.getItem('mf-auth:sns-ticket')!)).toMatchObject({ snsToken: SNS_BIND_TICKET.snsToken, type: 1 });
  const [call] = platform.server.callsTo(getSnsCallback, { provider: 'wechat' });
  expect(call.params).toMatchObject({ code: 'auth-1', state: 'st-1' });
  expect(platform.session.getState().token).toBeNull();
});

test('a bound account signs in (method sns) and returns to the path kept before leaving', async () => {
  window.sessionStorage.setItem('mf-auth:redirect', '/home/gold');
  const result = loginResult();
  const { platform } = renderAuth('/open/sina/callback.php?code=c2&state=s2', {
    topic: { taskId: 3, taskHashId: 'grp3', role: 2 },
    server: (server) => server.respond(getSnsCallback, { status: 'login', ...result }, { pathParams: { provider: 'weibo' } }),
  });
  await waitFor(() => expect(platform.navigations).toEqual(['/home/gold']));
  expect(platform.session.getState().token).toBe(result.token);
  expect(platform.session.getState().topic.taskHashId).toBeNull();
  expect(window.sessionStorage.getItem('mf-auth:redirect')).toBeNull();
});

test('a bound account without a kept path goes home; an unsafe kept path is ignored', async () => {
  window.sessionStorage.setItem('mf-auth:redirect', '//evil.com');
  const { platform } = renderAuth('/open/qq/callback.php?code=c3&state=s3', {
    server: (server) => server.respond(getSnsCallback, { status: 'login', ...loginResult() }, { pathParams: { provider: 'qq' } }),
  });
  await waitFor(() => expect(platform.navigations).toEqual(['/home']));
});

test('Alipay sends its auth_code as the code', async () => {
  const { platform } = renderAuth('/open/alipay/callback?auth_code=ali-9&state=s9', {
    server: (server) => server.respond(getSnsCallback, { status: 'login', ...loginResult() }, { pathParams: { provider: 'alipay' } }),
  });
  await waitFor(() => expect(platform.navigations).toEqual(['/home']));
  expect(platform.server.callsTo(getSnsCallback, { provider: 'alipay' })[0].params).toMatchObject({ code: 'ali-9', state: 's9' });
});

test('a refused exchange shows a panel with 返回登录', async () => {
  const { platform, user } = renderAuth('/open/wechat/callback?code=old&state=old', {
    server: (server) =>
      server.fail(getSnsCallback, { pathParams: { provider: 'wechat' }, code: 1015, message: '授权状态无效，请重新登录' }),
  });
  expect(await screen.findByText('微信登录失败')).toBeInTheDocument();
  expect(screen.getByText('授权状态无效，请重新登录')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '返回登录' }));
  expect(platform.navigations).toEqual(['/login']);
});

test('a return without code (authorisation cancelled) asks nothing of the API', async () => {
  const { platform } = renderAuth('/open/qq/callback.php?error=access_denied');
  expect(await screen.findByText('QQ登录失败')).toBeInTheDocument();
  expect(platform.server.calls.filter((call) => call.path.includes('/callback'))).toHaveLength(0);
});
