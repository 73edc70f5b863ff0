import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, IdentityReview } from '@survey/contract';
import { createTestPlatform, renderArea } from '@survey/shared/testing';
import { area } from '../../../app/area';
import { UNVERIFIED, VERIFIED, sampleAccount } from '../../../testing/fixtures';
import {
  getAccount,
  getAlipay,
  getConsignees,
  getIdVerify,
  getOssPolicy,
  getSns,
  getSnsCallback,
  postAvatar,
  postEmail,
  postEmailSend,
  postMobile,
  postMobileCodeCheck,
  postMobileCodeSend,
  postNewMobileCode,
  postNickname,
  postPassword,
  postSnsUnbind,
  postStepUp,
  postUserSnsBind,
} from '@survey/contract';

const SNS = [
  { type: 1, name: '微信', bound: true, nickname: '微信小麦' },
  { type: 2, name: 'QQ', bound: false, nickname: '' },
  { type: 3, name: '微博', bound: false, nickname: '' },
  { type: 4, name: '支付宝', bound: false, nickname: '' },
];

function setUp(path = '/home/user', overrides: Partial<Account> = {}, identity: IdentityReview = VERIFIED) {
  const platform = createTestPlatform({ loggedIn: true });
  let account = sampleAccount({ email: 'x***@example.com', ...overrides });
  platform.server.respond(getAccount, () => account);
  platform.server.respond(getSns, SNS);
  platform.server.respond(getIdVerify, identity);
  platform.server.respond(getAlipay, null);
  platform.server.respond(getConsignees, [
    {
      id: 1,
      isDefault: true,
      name: '陈晓燕',
      mobile: '13800138000',
      provinceId: 1,
      cityId: 2,
      districtId: 3,
      province: '上海',
      city: '上海市',
      district: '浦东新区',
      address: '张江路 88 号',
      updatedAt: 1,
    },
  ]);
  platform.server.respond(postNickname, (req) => {
    account = { ...account, nickname: req.body.nickname };
    return null;
  });
  renderArea(area, { platform, path });
  return platform;
}

describe('/home/user', () => {
  it('shows masked mobile and email, and a new nickname reaches the session the header shows', async () => {
    const platform = setUp();
    expect(await screen.findByRole('listitem', { name: '手机号' })).toHaveTextContent('138****8000');
    expect(screen.getByRole('listitem', { name: '邮箱' })).toHaveTextContent('x***@example.com');
    expect(await screen.findByRole('listitem', { name: '实名认证' })).toHaveTextContent('**燕 310***********2426');
    expect(screen.getByRole('listitem', { name: '提现支付宝' })).toHaveTextContent('未绑定');
    expect(screen.getByRole('listitem', { name: '收货地址' })).toHaveTextContent('陈晓燕 138****8000 上海上海市浦东新区');
    expect(screen.getByRole('listitem', { name: '收货地址' })).not.toHaveTextContent('张江路');
    const field = screen.getByLabelText('昵称');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: '保存昵称' }));
    expect(screen.getByText('请输入昵称')).toBeInTheDocument();
    await userEvent.type(field, '<b>');
    await userEvent.click(screen.getByRole('button', { name: '保存昵称' }));
    expect(screen.getByText('昵称不能包含 < 或 >')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '新的小麦');
    await userEvent.click(screen.getByRole('button', { name: '保存昵称' }));
    await waitFor(() => expect(platform.session.getState().user?.nickname).toBe('新的小麦'));
    expect(platform.server.callsTo(postNickname)[0].body).toEqual({ nickname: '新的小麦' });
  });

  it.each([
    [UNVERIFIED, '未认证'],
    [{ ...UNVERIFIED, auditStatus: 0 as const }, '审核中资料已提交，请等待审核'],
    [VERIFIED, '已认证**燕 310***********2426'],
    [{ ...UNVERIFIED, auditStatus: 2 as const, auditReason: '姓名与身份证号不一致' }, '未通过原因：姓名与身份证号不一致，请重新提交'],
  ])('shows the identity review state (%#): never submitted, 审核中, 已认证, 未通过 with the reason', async (identity, text) => {
    setUp('/home/user', {}, identity);
    expect(await screen.findByRole('listitem', { name: '实名认证' })).toHaveTextContent(`实名认证${text}`);
  });

  it('refuses a wrong-type or oversized avatar before asking for an upload policy, and uploads a good one', async () => {
    const platform = setUp();
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200 }) as Response);
    platform.server.respond(getOssPolicy, {
      host: '/api/oss/upload',
      dir: 'avatar/1001/',
      key: 'avatar/1001/17000000001234.png',
      acl: 'public-read',
      OSSAccessKeyId: 'k',
      policy: 'p',
      Signature: 's',
      expire: 1,
    });
    platform.server.respond(postAvatar, null);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    // jsdom has no object URLs: the preview only needs a string
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    const input = await screen.findByLabelText('选择头像图片');
    await userEvent.upload(input, new File(['x'], 'a.txt', { type: 'text/plain' }), { applyAccept: false });
    await waitFor(() => expect(platform.messages().map((m) => m.text)).toContain('请选择 JPG、PNG、WEBP 或 GIF 格式的图片'));
    await userEvent.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(platform.messages().map((m) => m.text)).toContain('图片不能超过 2MB'));
    expect(platform.server.callsTo(getOssPolicy)).toHaveLength(0);
    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: '预览头像' });
    await userEvent.click(within(dialog).getByRole('button', { name: '上传' }));
    await waitFor(() =>
      expect(platform.server.callsTo(postAvatar)[0]?.body).toEqual({
        avatar: '/api/oss/files/avatar/1001/17000000001234.png',
      }),
    );
    expect(platform.server.callsTo(getOssPolicy)[0].params).toMatchObject({ module: 'avatar', ext: '.png', acl: 'public-read' });
    expect(fetchMock).toHaveBeenCalledWith('/api/oss/upload', expect.objectContaining({ method: 'POST' }));
  });

  it('changes the password with its strength shown and a mismatch caught', async () => {
    const platform = setUp();
    platform.server.respond(postPassword, null);
    await userEvent.click(await screen.findByRole('button', { name: '修改登录密码' }));
    const dialog = screen.getByRole('dialog', { name: '修改登录密码' });
    await userEvent.type(within(dialog).getByLabelText('原密码'), 'old12345');
    await userEvent.type(within(dialog).getByLabelText('新密码'), 'abc123');
    expect(dialog).toHaveTextContent('密码强度：弱');
    await userEvent.type(within(dialog).getByLabelText('新密码'), 'XY!@');
    expect(dialog).toHaveTextContent('密码强度：强');
    await userEvent.type(within(dialog).getByLabelText('确认新密码'), 'other');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('两次输入的密码不一致')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('确认新密码'));
    await userEvent.type(within(dialog).getByLabelText('确认新密码'), 'abc123XY!@');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(platform.server.callsTo(postPassword)[0]?.body).toEqual({ oldPassword: 'old12345', password: 'abc123XY!@' }),
    );
  });

  it('sets a first password only with a code to the current mobile', async () => {
    const platform = setUp('/home/user', { hasPassword: false });
    platform.server.respond(postMobileCodeSend, { retryAfter: 60 });
    platform.server.respond(postMobileCodeCheck, { ticket: 'e'.repeat(64) });
    platform.server.respond(postPassword, null);
    await userEvent.click(await screen.findByRole('button', { name: '设置登录密码' }));
    const dialog = screen.getByRole('dialog', { name: '设置登录密码' });
    expect(dialog).toHaveTextContent('短信验证码将发送到当前手机号 138****8000');
    expect(within(dialog).queryByRole('button', { name: '改用登录密码验证' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('新密码'), 'abc123XY!@');
    await userEvent.type(within(dialog).getByLabelText('确认新密码'), 'abc123XY!@');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请输入 6 位验证码')).toBeInTheDocument();
    expect(platform.server.callsTo(postPassword)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(platform.server.callsTo(postMobileCodeSend)).toHaveLength(1));
    await userEvent.type(within(dialog).getByLabelText('手机验证码'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(platform.server.callsTo(postPassword)[0]?.body).toEqual({ password: 'abc123XY!@', ticket: 'e'.repeat(64) }));
    // the code leaves encrypted
    expect(platform.server.callsTo(postMobileCodeCheck)[0].body.code).not.toBe('123456');
  });

  it('changes the mobile: a step-up by a code to the current number first, then the new number’s code', async () => {
    const platform = setUp();
    platform.server.respond(postMobileCodeSend, { retryAfter: 60 });
    platform.server.respond(postMobileCodeCheck, { ticket: 'f'.repeat(64) });
    platform.server.respond(postNewMobileCode, { retryAfter: 60 });
    platform.server.respond(postMobile, null);
    await userEvent.click(await screen.findByRole('button', { name: '更换手机号' }));
    const dialog = screen.getByRole('dialog', { name: '更换手机号' });
    expect(within(dialog).getByLabelText('登录密码')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '改用手机验证码验证' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await userEvent.type(within(dialog).getByLabelText('手机验证码'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByText('第 2 步：验证新手机号')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('新手机号'), '1391234');
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(within(dialog).getByText('请输入正确的手机号')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('新手机号'), '5678');
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await userEvent.type(within(dialog).getByLabelText('验证码'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认更换' }));
    await waitFor(() => expect(platform.server.callsTo(postMobile)).toHaveLength(1));
    const sent = platform.server.callsTo(postMobile)[0].body;
    expect(sent.ticket).toBe('f'.repeat(64));
    // mobile and code leave encrypted
    expect(sent.mobile).not.toBe('13912345678');
    expect(sent.code).not.toBe('654321');
    expect(platform.server.callsTo(postNewMobileCode)).toHaveLength(1);
  });

  it('changes the email after a step-up by the login password', async () => {
    const platform = setUp();
    platform.server.fail(postStepUp, { code: 1003, message: '登录密码错误' });
    platform.server.respond(postEmailSend, { retryAfter: 60 });
    platform.server.respond(postEmail, null);
    await userEvent.click(await screen.findByRole('button', { name: '更换邮箱' }));
    const dialog = screen.getByRole('dialog', { name: '更换邮箱' });
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(within(dialog).getByText('请输入登录密码')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('登录密码'), 'wrong123');
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByText('登录密码错误')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('新邮箱')).not.toBeInTheDocument();
    platform.server.respond(postStepUp, { ticket: 'd'.repeat(64) });
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    await userEvent.type(await within(dialog).findByLabelText('新邮箱'), 'me@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    await userEvent.type(within(dialog).getByLabelText('邮箱验证码'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认更换' }));
    await waitFor(() =>
      expect(platform.server.callsTo(postEmail)[0]?.body).toEqual({
        email: 'me@example.com',
        code: '654321',
        ticket: 'd'.repeat(64),
      }),
    );
    expect(platform.server.callsTo(postEmailSend)[0].body).toEqual({ email: 'me@example.com', ticket: 'd'.repeat(64) });
    expect(platform.server.callsTo(postStepUp).map((c) => c.body)).toEqual([{ password: 'wrong123' }, { password: 'wrong123' }]);
  });

  it('binds a returning third-party account once, after a step-up, and shows a refused unbind', async () => {
    window.sessionStorage.setItem('home-user:sns-bind', 'qq');
    const platform = createTestPlatform({ loggedIn: true });
    platform.server.respond(getAccount, sampleAccount());
    platform.server.respond(getSns, SNS);
    platform.server.respond(
      getSnsCallback,
      {
        status: 'bind',
        snsToken: 'a'.repeat(64),
        nickname: 'QQ小麦',
        avatar: '',
        type: 2,
      },
      { pathParams: { provider: 'qq' } },
    );
    platform.server.respond(postUserSnsBind, null, { pathParams: { provider: 'qq' } });
    platform.server.respond(postStepUp, { ticket: 'b'.repeat(64) });
    platform.server.fail(postSnsUnbind, { code: 1001, message: '微信是您唯一的第三方登录方式，请先设置登录密码再解绑' });
    renderArea(area, { platform, path: '/home/user?code=c1&state=s1' });
    const confirm = await screen.findByRole('dialog', { name: '验证身份后绑定' });
    expect(confirm).toHaveTextContent('即将绑定「QQ小麦」');
    expect(platform.server.callsTo(postUserSnsBind, { provider: 'qq' })).toHaveLength(0);
    await userEvent.type(within(confirm).getByLabelText('登录密码'), 'mine1234');
    await userEvent.click(within(confirm).getByRole('button', { name: '确认绑定' }));
    await waitFor(() =>
      expect(platform.server.callsTo(postUserSnsBind, { provider: 'qq' })[0]?.body).toEqual({
        snsToken: 'a'.repeat(64),
        ticket: 'b'.repeat(64),
      }),
    );
    expect(platform.server.callsTo(postStepUp)[0].body).toEqual({ password: 'mine1234' });
    expect(platform.server.callsTo(getSnsCallback, { provider: 'qq' })[0].params).toMatchObject({ code: 'c1', state: 's1' });
    const wechat = await screen.findByRole('listitem', { name: '微信' });
    await userEvent.click(within(wechat).getByRole('button', { name: '解绑' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '解除绑定' })).getByRole('button', { name: '解除绑定' }));
    await waitFor(() => expect(platform.messages().map((m) => m.text)).toContain('微信是您唯一的第三方登录方式，请先设置登录密码再解绑'));
    expect(platform.server.callsTo(postUserSnsBind, { provider: 'qq' })).toHaveLength(1);
  });
});
