import { screen, waitFor } from '@testing-library/react';
import { CODE, MOBILE } from '../../../testing/fixtures';
import { renderAuth } from '../../../testing/render-auth';
import { postPasswordReset, postSmsSend } from '@survey/contract';

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
  expect(platform.server.callsTo(postPasswordReset)).toHaveLength(0);
});

test('sends the reset code and resets the password, then offers 去登录', async () => {
  const { platform, user } = renderAuth('/password', {
    server: (server) => {
      server.respond(postSmsSend, { retryAfter: 60 });
      server.respond(postPasswordReset, null);
    },
  });
  await user.type(await screen.findByRole('textbox', { name: '手机号' }), MOBILE);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(platform.server.callsTo(postSmsSend)).toHaveLength(1));
  expect(platform.server.callsTo(postSmsSend)[0].body.scene).toBe('reset');

  await user.type(screen.getByRole('textbox', { name: '验证码' }), CODE);
  await user.type(screen.getByLabelText('新密码'), 'newpass1');
  await user.type(screen.getByLabelText('确认新密码'), 'newpass1');
  await user.click(screen.getByRole('button', { name: '重置密码' }));

  expect(await screen.findByText('密码重置成功')).toBeInTheDocument();
  const [call] = platform.server.callsTo(postPasswordReset);
  expect(call.body.password).toBe('newpass1');
  expect(call.body.mobile).not.toBe(MOBILE);
  expect(call.body.code).not.toBe(CODE);
  expect(platform.session.getState().token).toBeNull();

  await user.click(screen.getByRole('button', { name: '去登录' }));
  expect(platform.navigations).toEqual(['/login']);
});
