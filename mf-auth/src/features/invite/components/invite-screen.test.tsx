import { screen, waitFor } from '@testing-library/react';
import { CODE, MOBILE, PASSWORD, loginResult } from '../../../testing/fixtures';
import { renderAuth } from '../../../testing/render-auth';
import { postInvite, postInviteCheck, postSmsSend } from '@survey/contract';

test('shows the inviter and registers with the invite code (method invite)', async () => {
  const result = loginResult();
  const { platform, user } = renderAuth('/app/invite?inviteCode=ABC123', {
    server: (server) => {
      server.respond(postInviteCheck, { inviter: { nickname: '老王', avatar: '' } });
      server.respond(postSmsSend, { retryAfter: 60 });
      server.respond(postInvite, result);
    },
  });
  expect(await screen.findByText('老王 邀请你加入')).toBeInTheDocument();
  expect(platform.server.callsTo(postInviteCheck)[0].body).toEqual({ inviteCode: 'ABC123' });

  await user.type(screen.getByRole('textbox', { name: '手机号' }), MOBILE);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(platform.server.callsTo(postSmsSend)).toHaveLength(1));
  expect(platform.server.callsTo(postSmsSend)[0].body.scene).toBe('invite');

  await user.type(screen.getByRole('textbox', { name: '验证码' }), CODE);
  await user.type(screen.getByLabelText('设置密码'), PASSWORD);
  await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
  await user.click(screen.getByRole('button', { name: '接受邀请并注册' }));

  await waitFor(() => expect(platform.navigations).toEqual(['/home']));
  const [call] = platform.server.callsTo(postInvite);
  expect(call.body).toMatchObject({ inviteCode: 'ABC123', password: PASSWORD });
  expect(call.body.mobile).not.toBe(MOBILE);
  expect(call.body.code).not.toBe(CODE);
  expect(platform.session.getState().token).toBe(result.token);
});

test('an invalid code says so and still leads to normal registration', async () => {
  const { platform, user } = renderAuth('/app/invite?inviteCode=NOPE', {
    server: (server) => server.fail(postInviteCheck, { code: 1009, message: '邀请码无效' }),
  });
  expect(await screen.findByRole('heading', { name: '邀请码无效' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '接受邀请并注册' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '直接注册' }));
  expect(platform.navigations).toEqual(['/register']);
});

test('a link without an invite code is invalid without asking the API', async () => {
  const { platform } = renderAuth('/app/invite');
  expect(await screen.findByRole('heading', { name: '邀请码无效' })).toBeInTheDocument();
  expect(platform.server.callsTo(postInviteCheck)).toHaveLength(0);
});
