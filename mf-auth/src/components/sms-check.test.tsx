// When many codes left the member's network this hour, the API asks for its check (1017) instead of
// refusing: every SMS form then does the work in the browser, showing "正在进行安全验证…" with its
// progress (nothing to read or answer), and sends again with the proof; a check that fails says so.
import { createHash, webcrypto } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { reply } from '@survey/shared/testing';
import { MOBILE } from '../testing/fixtures';
import { renderAuth } from '../testing/render-auth';
import { postSmsChallenge, postSmsSend } from '@survey/contract';

// jsdom has no Web Crypto digest; the browser's is the same standard.
beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
});

const SALT = 'c0ffee?expires=1795854063&a=0123&';
const SECRET = 1234;
const CHALLENGE = {
  algorithm: 'SHA-256' as const,
  challenge: createHash('sha256').update(`${SALT}${SECRET}`).digest('hex'),
  salt: SALT,
  maxnumber: 3000,
  signature: 'ab'.repeat(32),
  expiresAt: Date.now() + 300_000,
};
const PROOF = { challenge: CHALLENGE.challenge, salt: SALT, signature: CHALLENGE.signature, number: SECRET };
const ASKED = reply(null, { code: 1017, message: '当前网络请求较多，请完成验证后继续' });
const REFUSED = reply(null, { code: 1017, message: '安全验证未通过或已过期，请重试' });

const start = async (path: string, formName: string, sends: ((n: number) => unknown)[]) => {
  let n = 0;
  const rendered = renderAuth(path, {
    server: (server) => {
      server.respond(postSmsSend, () => sends[n++]?.(n) as never);
      server.respond(postSmsChallenge, CHALLENGE);
    },
  });
  const form = await screen.findByRole('form', { name: formName });
  await rendered.user.type(within(form).getByRole('textbox', { name: '手机号' }), MOBILE);
  return { ...rendered, form, sendButton: () => within(form).getByRole('button', { name: '获取验证码' }) };
};

describe.each([
  ['/login', '验证码登录'],
  ['/register', '注册'],
  ['/password', '找回密码'],
])('%s', (path, formName) => {
  test('asked for the check, shows its progress, proves the work and sends with the number found', async () => {
    let release = () => {};
    const held = new Promise<{ retryAfter: number }>((resolve) => (release = () => resolve({ retryAfter: 60 })));
    const { form, user, platform, sendButton } = await start(path, formName, [() => ASKED, () => held]);
    await user.click(sendButton());

    const status = await within(form).findByRole('status');
    expect(status).toHaveTextContent('正在进行安全验证…');
    // A step, said once where it happens: no red error toast over the form's title.
    expect(platform.messages()).toEqual([]);
    expect(within(status).getByRole('progressbar', { name: '安全验证进度' })).toBeInTheDocument();
    // No picture and no field to answer: the browser does the work.
    expect(within(form).queryByRole('img')).not.toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: '图形验证码' })).not.toBeInTheDocument();
    await waitFor(() => expect(platform.server.callsTo(postSmsSend)).toHaveLength(2));
    release();

    expect(await within(form).findByRole('button', { name: /重新发送/ })).toBeDisabled();
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    expect(platform.server.callsTo(postSmsSend).map((call) => call.body.proof)).toEqual([undefined, PROOF]);
    expect(platform.server.callsTo(postSmsChallenge)).toHaveLength(1);
  });
});

test('a check the API refuses says so in Chinese; the same button retries', async () => {
  const { form, user, platform, sendButton } = await start('/login', '验证码登录', [
    () => ASKED,
    () => REFUSED,
    () => ({ retryAfter: 60 }),
  ]);
  await user.click(sendButton());
  expect(await within(form).findByRole('alert')).toHaveTextContent('安全验证未通过，请重新点击“获取验证码”重试');
  expect(platform.messages()).toEqual([]);
  // No countdown: nothing was sent.
  expect(sendButton()).toBeEnabled();

  await user.click(sendButton());
  expect(await within(form).findByRole('button', { name: /重新发送/ })).toBeDisabled();
  expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  expect(platform.server.callsTo(postSmsSend)).toHaveLength(3);
});

test('a check that cannot be fetched fails the same way', async () => {
  const { form, user, platform, sendButton } = await start('/login', '验证码登录', [() => ASKED]);
  platform.server.fail(postSmsChallenge, { status: 503 });
  await user.click(sendButton());
  expect(await within(form).findByRole('alert')).toHaveTextContent('安全验证未通过');
  expect(platform.server.callsTo(postSmsSend)).toHaveLength(1);
  expect(sendButton()).toBeEnabled();
});
