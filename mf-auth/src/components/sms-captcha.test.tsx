// When many codes left the member's network this hour, the API asks for a picture captcha
// (1017) instead of refusing; every SMS form shows the picture and its field, then sends again.
import { screen, waitFor, within } from '@testing-library/react';
import { reply } from '@survey/shared/testing';
import { MOBILE } from '../testing/fixtures';
import { renderAuth } from '../testing/render-auth';
import { postCaptcha, postSmsSend } from '@survey/contract';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44"><path d="M1 1h2"/></svg>';
const challenge = (id: string) => ({ captchaId: id, svg: SVG, expiresAt: Date.now() + 120_000 });

describe.each([
  ['/login', '验证码登录'],
  ['/register', '注册'],
  ['/password', '找回密码'],
])('%s', (path, formName) => {
  test('asked for a captcha, shows the picture and its field, then sends with the answer', async () => {
    let sends = 0;
    let captchas = 0;
    const { platform, user } = renderAuth(path, {
      server: (server) => {
        // The first send is asked for a captcha; the first answer is wrong; the second passes.
        server.respond(postSmsSend, () => {
          sends += 1;
          if (sends === 1) return reply(null, { code: 1017, message: '当前网络请求较多，请完成验证后继续' });
          if (sends === 2) return reply(null, { code: 1018, message: '图形验证码错误或已过期，请重新输入' });
          return null;
        });
        server.respond(postCaptcha, () => challenge(`cap-${++captchas}`));
      },
    });
    const form = await screen.findByRole('form', { name: formName });
    await user.type(within(form).getByRole('textbox', { name: '手机号' }), MOBILE);
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));

    expect(await screen.findByText('当前网络请求较多，请完成验证后继续')).toBeInTheDocument();
    const picture = await within(form).findByRole('img', { name: '图形验证码' });
    expect(picture.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    const field = within(form).getByRole('textbox', { name: '图形验证码' });
    await waitFor(() => expect(field).toHaveFocus());
    // No countdown yet: the code has not been sent.
    expect(within(form).getByRole('button', { name: '获取验证码' })).toBeEnabled();

    // Without an answer nothing is sent.
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(within(form).getByText('请输入图形验证码')).toBeInTheDocument();
    expect(sends).toBe(1);

    await user.type(field, 'wr0ng');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    // A wrong answer: a new picture, the field emptied.
    await waitFor(() => expect(captchas).toBe(2));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: '图形验证码' })).toHaveValue(''));

    await user.type(within(form).getByRole('textbox', { name: '图形验证码' }), 'Ab3d');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(await within(form).findByRole('button', { name: /重新发送/ })).toBeDisabled();
    const calls = platform.server.callsTo(postSmsSend);
    expect(calls.map((call) => [call.body.captchaId, call.body.captchaCode])).toEqual([
      [undefined, undefined],
      ['cap-1', 'wr0ng'],
      ['cap-2', 'Ab3d'],
    ]);
    expect(within(form).queryByRole('textbox', { name: '图形验证码' })).not.toBeInTheDocument();
  });
});
