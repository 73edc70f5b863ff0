import { screen, waitFor } from '@testing-library/react';
import { CODE, MOBILE } from '../../../testing/fixtures';
import { renderAuth } from '../../../testing/render-auth';

async function fill(user: ReturnType<typeof renderAuth>['user'], password: string, confirm: string) {
  await user.type(await screen.findByRole('textbox', { name: '手机号' }), MOBILE);
  await user.type(screen.getByRole('textbox', { name: '验证码' }), CODE);
  await user.type(screen.getByLabelText('新密码'), password);
  await user.type(screen.getByLabelText('确认新密码'), confirm);
}

test('refuses two different passwords', async () => {
  const { platform, user } = renderAuth('/password');
  await fill(user, 'newpass1', 'newpass2');
  await user.click(screen.getByRole('button', { name: '重置密码' }));
  expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
  expect(platform.server.callsTo('POST', '/v1/auth/password/reset')).toHaveLength(0);
});

test('sends the reset code and resets the password, then offers 去登录', async () => {
  const { platform, user } = renderAuth('/password', {
    server: (server) => {
      server.respond('POST', '/v1/auth/sms/send', null);
      server.respond('POST', '/v1/auth/password/reset', null);
    },
  });
  await user.type(await screen.findByRole('textbox', { name: '手机号' }), MOBILE);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(platform.server.callsTo('POST', '/v1/auth/sms/send')).toHaveLength(1));
  expect(platform.server.callsTo('POST', '/v1/auth/sms/send')[0].body.scene).toBe('reset');

  await user.type(screen.getByRole('textbox', { name: '验证码' }), CODE);
  await user.type(screen.getByLabelText('新密码'), 'newpass1');
  await user.type(screen.getByLabelText('确认新密码'), 'newpass1');
  await user.click(screen.getByRole('button', { name: '重置密码' }));

  expect(await screen.findByText('密码重置成功')).toBeInTheDocument();
  const [call] = platform.server.callsTo('POST', '/v1/auth/password/reset');
  expect(call.body.password).toBe('newpass1');
  expect(call.body.mobile).not.toBe(MOBILE);
  expect(call.body.code).not.toBe(CODE);
  expect(platform.session.getState().token).toBeNull();

  await user.click(screen.getByRole('button', { name: '去登录' }));
  expect(platform.navigations).toEqual(['/login']);
});
