// The credential dialogs as a member meets them: the first password right after signing up (its code
// still waiting out the sign-up's minute), where focus goes after 下一步, and what an email change is called.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '@survey/contract';
import { createTestPlatform, cssOf, renderArea, reply } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { sampleAccount } from '../../../testing/fixtures';
import {
  getAccount,
  getAlipay,
  getConsignee,
  getConsignees,
  getIdVerify,
  getSns,
  postEmail,
  postEmailSend,
  postMobileCodeCheck,
  postMobileCodeSend,
  postNewMobileCode,
  postStepUp,
} from '@survey/contract';

function setUp(overrides: Partial<Account> = {}) {
  const platform = createTestPlatform({ loggedIn: true });
  platform.server.respond(getAccount, sampleAccount(overrides));
  platform.server.respond(getSns, []);
  platform.server.respond(getIdVerify, { verified: false, name: '', idNumber: '', verifiedAt: null, auditStatus: null, auditReason: '' });
  platform.server.respond(getAlipay, null);
  platform.server.respond(getConsignee, null);
  platform.server.respond(getConsignees, []);
  renderArea(area, { platform, path: '/home/user' });
  return platform;
}

afterEach(() => jest.useRealTimers());

test('the first password right after signing up: the refused code send counts down from the seconds the API names', async () => {
  const platform = setUp({ hasPassword: false });
  platform.server.respond(postMobileCodeSend, reply({ retryAfter: 52 }, { code: 1004, message: '发送过于频繁，请稍后再试' }));
  await userEvent.click(await screen.findByRole('button', { name: '设置登录密码' }));
  const dialog = screen.getByRole('dialog', { name: '设置登录密码' });
  await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
  const counting = await within(dialog).findByRole('button', { name: '52秒后重新获取' });
  expect(counting).toBeDisabled();
});

test('after 下一步 in 更换手机号 the new number field has the focus, not the page', async () => {
  const platform = setUp();
  platform.server.respond(postStepUp, { ticket: 'a'.repeat(64) });
  platform.server.respond(postNewMobileCode, { retryAfter: 60 });
  await userEvent.click(await screen.findByRole('button', { name: '更换手机号' }));
  const dialog = screen.getByRole('dialog', { name: '更换手机号' });
  await userEvent.type(within(dialog).getByLabelText('登录密码'), 'start123');
  await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
  await waitFor(() => expect(within(dialog).getByLabelText('新手机号')).toHaveFocus());
});

test('with an email bound the dialog is 更换邮箱 throughout, and after 下一步 the new address field has the focus', async () => {
  const platform = setUp({ email: 'x***@example.com' });
  platform.server.respond(postMobileCodeCheck, { ticket: 'b'.repeat(64) });
  platform.server.respond(postStepUp, { ticket: 'b'.repeat(64) });
  platform.server.respond(postEmailSend, { retryAfter: 60 });
  platform.server.respond(postEmail, null);
  await userEvent.click(await screen.findByRole('button', { name: '更换邮箱' }));
  const dialog = screen.getByRole('dialog', { name: '更换邮箱' });
  await userEvent.type(within(dialog).getByLabelText('登录密码'), 'start123');
  await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
  await waitFor(() => expect(within(dialog).getByLabelText('新邮箱')).toHaveFocus());
  await userEvent.type(within(dialog).getByLabelText('新邮箱'), 'me@example.com');
  await userEvent.type(within(dialog).getByLabelText('邮箱验证码'), '654321');
  await userEvent.click(within(dialog).getByRole('button', { name: '确认更换' }));
  await waitFor(() => expect(platform.messages().map((m) => m.text)).toContain('邮箱已更换'));
});

test('a wrong login password is marked on its field, with the message under it, and not toasted', async () => {
  const platform = setUp({ email: '' });
  platform.server.fail(postStepUp, { code: 1003, message: '登录密码错误' });
  await userEvent.click(await screen.findByRole('button', { name: '绑定邮箱' }));
  const dialog = screen.getByRole('dialog', { name: '绑定邮箱' });
  const password = within(dialog).getByLabelText('登录密码');
  await userEvent.type(password, 'wrong123');
  await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
  await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
  expect(password).toHaveAccessibleDescription('登录密码错误');
  await act(async () => {});
  expect(platform.messages()).toEqual([]);
});

test('保存昵称 shares a line with the nickname box (top-aligned past the label), not the field’s error line', async () => {
  setUp();
  const button = await screen.findByRole('button', { name: '保存昵称' });
  const form = button.closest('form')!;
  expect(cssOf(form).replace(/\s/g, '')).toContain('align-items:flex-start');
  expect(cssOf(button).replace(/\s/g, '')).toContain('margin-top:calc(14px*1.4+6px)');
});
