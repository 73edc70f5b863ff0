import { act, screen, waitFor, within } from '@testing-library/react';
import { TEST_RSA_PUBLIC_KEY, TEST_SITE } from '@survey/shared/testing';
import { browser } from '../../../lib/browser';
import { CODE, MOBILE, PASSWORD, loginResult } from '../../../testing/fixtures';
import { renderAuth } from '../../../testing/render-auth';
import { getBannersLogin, getSiteConfig, getSnsUrl, postPasswordLogin, postSmsLogin, postSmsSend } from '@survey/contract';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

const smsPanel = () => screen.getByRole('tabpanel', { name: '验证码登录' });
const passwordPanel = () => screen.getByRole('tabpanel', { name: '密码登录' });

describe('/login', () => {
  test('shows the three ways in, the third-party buttons and the register / reset links', async () => {
    const { platform, user } = renderAuth('/login');
    expect(await screen.findByRole('tab', { name: '验证码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '密码登录' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '扫码登录' })).toBeInTheDocument();
    for (const name of ['微信登录', 'QQ登录', '微博登录', '支付宝登录']) expect(screen.getByRole('button', { name })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '立即注册' }));
    await user.click(screen.getByRole('link', { name: '忘记密码' }));
    expect(platform.navigations).toEqual(['/register', '/password']);
  });

  test('validates the SMS form before calling the API', async () => {
    const { platform, user } = renderAuth('/login');
    await user.click(await within(await screen.findByRole('tabpanel', { name: '验证码登录' })).findByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入6位验证码')).toBeInTheDocument();

    await user.type(within(smsPanel()).getByRole('textbox', { name: '手机号' }), '12345');
    await user.click(within(smsPanel()).getByRole('button', { name: '获取验证码' }));
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(platform.server.calls.filter((call) => call.path.startsWith('/auth') || call.path.startsWith('/v1/auth'))).toHaveLength(0);
  });

  test('获取验证码 sends the encrypted mobile and starts the 60 s countdown', async () => {
    jest.useFakeTimers();
    const { platform, user } = renderAuth('/login', { fakeTimers: true });
    platform.server.respond(postSmsSend, { retryAfter: 60 });
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), MOBILE);
    await user.click(within(smsPanel()).getByRole('button', { name: '获取验证码' }));

    expect(await screen.findByRole('button', { name: '重新发送(60s)' })).toBeDisabled();
    const [call] = platform.server.callsTo(postSmsSend);
    expect(call.body.scene).toBe('login');
    expect(call.body.mobile).not.toBe(MOBILE);
    expect(call.body.mobile).not.toContain(MOBILE);
    expect(call.body.mobile.length).toBeGreaterThan(40);

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '重新发送(59s)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  test('a refused SMS send starts no countdown', async () => {
    const { platform, user } = renderAuth('/login');
    platform.server.fail(postSmsSend, { code: 1004, message: '发送过于频繁，请稍后再试' });
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), MOBILE);
    await user.click(within(smsPanel()).getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('发送过于频繁，请稍后再试')).toBeInTheDocument();
    expect(within(smsPanel()).getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  test('SMS login stores the session, clears the topic context and goes home', async () => {
    const { platform, user } = renderAuth('/login', { topic: { taskId: 7, taskHashId: 'grp7', role: 1 } });
    expect(platform.session.getState().topic.taskHashId).toBe('grp7');
    const result = loginResult();
    platform.server.respond(postSmsLogin, result);

    await user.type(await screen.findByRole('textbox', { name: '手机号' }), MOBILE);
    await user.type(within(smsPanel()).getByRole('textbox', { name: '验证码' }), CODE);
    await user.click(within(smsPanel()).getByRole('checkbox', { name: '我已阅读并同意' }));
    await user.click(within(smsPanel()).getByRole('button', { name: '登录' }));

    await waitFor(() => expect(platform.navigations).toEqual(['/home']));
    expect(platform.session.getState().token).toBe(result.token);
    expect(platform.session.getState().user?.nickname).toBe('新会员');
    expect(platform.session.getState().topic).toEqual({ taskId: null, taskHashId: null, role: null });
    const [call] = platform.server.callsTo(postSmsLogin);
    expect(call.body.mobile).not.toBe(MOBILE);
    expect(call.body.code).not.toBe(CODE);
  });

  test('password login', async () => {
    const { platform, user } = renderAuth('/login');
    const result = loginResult({ token: 'f'.repeat(64) });
    platform.server.respond(postPasswordLogin, result);

    await user.click(await screen.findByRole('tab', { name: '密码登录' }));
    await user.click(within(passwordPanel()).getByRole('button', { name: '登录' }));
    expect(within(passwordPanel()).getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(within(passwordPanel()).getByText('请输入密码')).toBeInTheDocument();

    await user.type(within(passwordPanel()).getByRole('textbox', { name: '手机号' }), MOBILE);
    await user.type(within(passwordPanel()).getByLabelText('密码'), PASSWORD);
    await user.click(within(passwordPanel()).getByRole('button', { name: '登录' }));

    await waitFor(() => expect(platform.navigations).toEqual(['/home']));
    expect(platform.session.getState().token).toBe(result.token);
    const [call] = platform.server.callsTo(postPasswordLogin);
    expect(call.body.password).toBe(PASSWORD);
    expect(call.body.mobile).not.toBe(MOBILE);
  });

  test('a wrong password keeps the member on the form with the server message', async () => {
    const { platform, user } = renderAuth('/login?tab=password');
    platform.server.fail(postPasswordLogin, { code: 1003, message: '账号或密码错误' });
    await user.type(
      await within(await screen.findByRole('tabpanel', { name: '密码登录' })).findByRole('textbox', { name: '手机号' }),
      MOBILE,
    );
    await user.type(within(passwordPanel()).getByLabelText('密码'), PASSWORD);
    await user.click(within(passwordPanel()).getByRole('button', { name: '登录' }));
    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    expect(platform.session.getState().token).toBeNull();
    expect(platform.navigations).toEqual([]);
    expect(within(passwordPanel()).getByRole('button', { name: '登录' })).toBeEnabled();
  });

  test.each([
    ['%2Fhome%2Fgold', '/home/gold'],
    ['%2F%2Fevil.com', '/home'],
    ['https%3A%2F%2Fevil.com', '/home'],
    ['%2F%5Cevil', '/home'],
  ])('after login goes to the allow-listed redirect (%s → %s)', async (redirect, expected) => {
    const { platform, user } = renderAuth(`/login?redirect=${redirect}`);
    platform.server.respond(postSmsLogin, loginResult());
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), MOBILE);
    await user.type(within(smsPanel()).getByRole('textbox', { name: '验证码' }), CODE);
    await user.click(within(smsPanel()).getByRole('checkbox', { name: '我已阅读并同意' }));
    await user.click(within(smsPanel()).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(platform.navigations).toEqual([expected]));
  });

  test('a third-party button asks for the provider URL and leaves for it', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    const { platform, user } = renderAuth('/login?redirect=%2Fhome%2Fgold');
    platform.server.respond(getSnsUrl, { url: 'https://open.weixin.qq.com/connect/qrconnect?appid=demo' });

    await user.click(await screen.findByRole('button', { name: '微信登录' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://open.weixin.qq.com/connect/qrconnect?appid=demo'));
    const [call] = platform.server.callsTo(getSnsUrl);
    expect(String(call.params.type)).toBe('1');
    expect(call.params.redirect).toBe('/open/wechat/callback');
    // The return path survives the round trip.
    expect(window.sessionStorage.getItem('mf-auth:redirect')).toBe('/home/gold');
  });

  test('Weibo returns to /open/sina/callback.php and a javascript: URL is never followed', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    const { platform, user } = renderAuth('/login');
    platform.server.respond(getSnsUrl, { url: 'javascript:alert(1)' });
    await user.click(await screen.findByRole('button', { name: '微博登录' }));
    await waitFor(() => expect(platform.server.callsTo(getSnsUrl)).toHaveLength(1));
    expect(platform.server.calls.at(-1)?.params).toMatchObject({ type: 3, redirect: '/open/sina/callback.php' });
    await waitFor(() => expect(screen.getByRole('button', { name: '微博登录' })).toBeEnabled());
    expect(assign).not.toHaveBeenCalled();
  });

  test('SMS sign-in creates the account of a new number, so it asks for consent first', async () => {
    const { platform, user } = renderAuth('/login');
    platform.server.respond(postSmsLogin, loginResult());
    await user.type(
      await within(await screen.findByRole('tabpanel', { name: '验证码登录' })).findByRole('textbox', { name: '手机号' }),
      MOBILE,
    );
    await user.type(within(smsPanel()).getByRole('textbox', { name: '验证码' }), CODE);
    await user.click(within(smsPanel()).getByRole('button', { name: '登录' }));
    expect(within(smsPanel()).getByRole('alert')).toHaveTextContent('请先阅读并同意《用户协议》和《隐私政策》');
    expect(platform.server.callsTo(postSmsLogin)).toHaveLength(0);
    expect(within(smsPanel()).getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', '/agreement');
    expect(within(smsPanel()).getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacy');

    await user.click(within(smsPanel()).getByRole('checkbox', { name: '我已阅读并同意' }));
    await user.click(within(smsPanel()).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/home']));
  });

  test('shows the login banners, following only safe links', async () => {
    const { platform, user } = renderAuth('/login', {
      server: (server) =>
        server.respond(getBannersLogin, [
          { id: 1, title: '新人注册送 100 金币', subtitle: '完成首份问卷再得 200', image: '/api/oss/files/new.png', link: '/task' },
          { id: 2, title: '合作伙伴活动', subtitle: '', image: '', link: 'https://partner.example.com/a' },
          { id: 3, title: '不可点的横幅', subtitle: '', image: '', link: 'javascript:alert(1)' },
        ]),
    });
    const strip = await screen.findByRole('region', { name: '登录有礼' });
    expect(within(strip).getByText('完成首份问卷再得 200')).toBeInTheDocument();
    expect(within(strip).getByRole('link', { name: /合作伙伴活动/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(strip).queryByRole('link', { name: /不可点的横幅/ })).not.toBeInTheDocument();
    expect(within(strip).getByText('不可点的横幅')).toBeInTheDocument();
    await user.click(within(strip).getByRole('link', { name: /新人注册送 100 金币/ }));
    expect(platform.navigations).toEqual(['/task']);
  });

  test('without the site config (no RSA key) the page says so and 重试 reads it again', async () => {
    const { platform, user } = renderAuth('/login', { site: { rsaPublicKey: undefined } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('网站配置读取失败，暂时无法登录或注册');
    platform.server.respond(getSiteConfig, { ...TEST_SITE, rsaPublicKey: TEST_RSA_PUBLIC_KEY, demo: false });
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByText(/网站配置读取失败/)).not.toBeInTheDocument());

    platform.server.respond(postSmsSend, { retryAfter: 60 });
    await user.type(within(smsPanel()).getByRole('textbox', { name: '手机号' }), MOBILE);
    await user.click(within(smsPanel()).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(platform.server.callsTo(postSmsSend)).toHaveLength(1));
    expect(platform.server.callsTo(postSmsSend)[0].body.mobile).not.toBe(MOBILE);
  });
});
