import { screen, waitFor } from '@testing-library/react';
import { CODE, MOBILE, PASSWORD, SNS_BIND_TICKET, loginResult } from '../../../testing/fixtures';
import { renderAuth } from '../../../testing/render-auth';
import { postSmsSend, postSnsBind, postSnsRegister } from '@survey/contract';

const { status: _status, ...ticket } = SNS_BIND_TICKET;

beforeEach(() => window.sessionStorage.setItem('mf-auth:sns-ticket', JSON.stringify(ticket)));
afterEach(() => window.sessionStorage.clear());

test('shows the third-party account and binds a mobile (method sns)', async () => {
  const result = loginResult();
  const { platform, user } = renderAuth('/bind?type=1&nickname=%E5%BE%AE%E4%BF%A1%E5%B0%8F%E6%98%8E', {
    server: (server) => {
      server.respond(postSmsSend, { retryAfter: 60 });
      server.respond(postSnsBind, result);
    },
  });
  expect(await screen.findByText('微信小明')).toBeInTheDocument();
  expect(screen.getByText('已通过微信授权')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '绑定并登录' }));
  expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
  expect(screen.getByText('请输入6位验证码')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: '手机号' }), MOBILE);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(platform.server.callsTo(postSmsSend)).toHaveLength(1));
  expect(platform.server.callsTo(postSmsSend)[0].body.scene).toBe('bind');

  await user.type(screen.getByRole('textbox', { name: '验证码' }), CODE);
  await user.click(screen.getByRole('button', { name: '绑定并登录' }));
  await waitFor(() => expect(platform.navigations).toEqual(['/home']));
  const [call] = platform.server.callsTo(postSnsBind);
  expect(call.body.snsToken).toBe(ticket.snsToken);
  expect(call.body.mobile).not.toBe(MOBILE);
  expect(call.body.code).not.toBe(CODE);
  expect(platform.session.getState().token).toBe(result.token);
  expect(window.sessionStorage.getItem('mf-auth:sns-ticket')).toBeNull();
});

test('注册新账号 creates an account with a password for the third-party account', async () => {
  const result = loginResult({ token: 'e'.repeat(64) });
  const { platform, user } = renderAuth('/bind', {
    server: (server) => server.respond(postSnsRegister, result),
  });
  await user.click(await screen.findByRole('button', { name: '注册新账号' }));
  expect(screen.getByRole('heading', { name: '注册新账号' })).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: '手机号' }), MOBILE);
  await user.type(screen.getByRole('textbox', { name: '验证码' }), CODE);
  await user.type(screen.getByLabelText('设置密码'), PASSWORD);
  await user.click(screen.getByRole('button', { name: '注册并登录' }));
  expect(screen.getByText(/请先阅读并同意/)).toBeInTheDocument();
  expect(platform.server.callsTo(postSnsRegister)).toHaveLength(0);

  await user.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
  await user.click(screen.getByRole('button', { name: '注册并登录' }));
  await waitFor(() => expect(platform.navigations).toEqual(['/home']));
  expect(platform.server.callsTo(postSnsRegister)[0].body).toMatchObject({ snsToken: ticket.snsToken, password: PASSWORD });
  expect(platform.session.getState().token).toBe(result.token);
});

test('without a ticket the page explains and leads back to login', async () => {
  window.sessionStorage.clear();
  const { platform, user } = renderAuth('/bind');
  expect(await screen.findByText('授权信息已失效')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: '返回登录' }));
  expect(platform.navigations).toEqual(['/login']);
});
