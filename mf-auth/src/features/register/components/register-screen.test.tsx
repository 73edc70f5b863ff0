import { screen, waitFor } from '@testing-library/react';
import { reply } from '@survey/shared/testing';
import { CODE, MOBILE, PASSWORD, loginResult } from '../../../testing/fixtures';
import { renderAuth } from '../../../testing/render-auth';
import { postSmsRegister, postSmsSend } from '@survey/contract';

test('requires the agreement, then registers and signs in (method register)', async () => {
  const result = loginResult();
  const { platform, user } = renderAuth('/register', {
    server: (server) => server.respond(postSmsRegister, result),
  });
  await user.type(await screen.findByRole('textbox', { name: '手机号' }), MOBILE);
  await user.type(screen.getByRole('textbox', { name: '验证码' }), CODE);
  await user.type(screen.getByLabelText('设置密码'), PASSWORD);
  await user.click(screen.getByRole('button', { name: '注册并登录' }));
  expect(screen.getByText('请先阅读并同意《用户协议》和《隐私政策》')).toBeInTheDocument();
  expect(platform.server.callsTo(postSmsRegister)).toHaveLength(0);

  await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
  await user.click(screen.getByRole('button', { name: '注册并登录' }));
  await waitFor(() => expect(platform.navigations).toEqual(['/home']));
  const [call] = platform.server.callsTo(postSmsRegister);
  expect(call.body.password).toBe(PASSWORD);
  expect(call.body.mobile).not.toBe(MOBILE);
  expect(call.body.code).not.toBe(CODE);
  expect(platform.session.getState().token).toBe(result.token);
});

test('validates every field and opens the agreement and privacy pages', async () => {
  const { platform, user } = renderAuth('/register');
  await user.click(await screen.findByRole('button', { name: '注册并登录' }));
  expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
  expect(screen.getByText('请输入6位验证码')).toBeInTheDocument();
  expect(screen.getByText('请输入密码')).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: '《用户协议》' }));
  await user.click(screen.getByRole('link', { name: '《隐私政策》' }));
  expect(platform.navigations).toEqual(['/agreement', '/privacy']);
  expect(screen.getByRole('checkbox', { name: '我已阅读并同意' })).not.toBeChecked();
});

test('the SMS code of registration uses the register scene', async () => {
  const { platform, user } = renderAuth('/register', { server: (server) => server.respond(postSmsSend, { retryAfter: 60 }) });
  await user.type(await screen.findByRole('textbox', { name: '手机号' }), MOBILE);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(platform.server.callsTo(postSmsSend)).toHaveLength(1));
  expect(platform.server.callsTo(postSmsSend)[0].body.scene).toBe('register');
  expect(await screen.findByRole('button', { name: /重新发送\(\d+s\)/ })).toBeDisabled();
});

test('a code asked for inside the last one’s minute counts down from the seconds the API names, not a bare refusal', async () => {
  const { user } = renderAuth('/register', {
    server: (server) => server.respond(postSmsSend, reply({ retryAfter: 37 }, { code: 1004, message: '发送过于频繁，请稍后再试' })),
  });
  await user.type(await screen.findByRole('textbox', { name: '手机号' }), MOBILE);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: '重新发送(37s)' })).toBeDisabled();
});

test('a send counts down from the wait the API answered', async () => {
  const { user } = renderAuth('/register', { server: (server) => server.respond(postSmsSend, { retryAfter: 45 }) });
  await user.type(await screen.findByRole('textbox', { name: '手机号' }), MOBILE);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: '重新发送(45s)' })).toBeDisabled();
});
