// Every code send says how long until the next one may go (retryAfter), when it sends and when it refuses
// inside the wait, so a 获取验证码 button counts down from the server's clock instead of a bare 1004.
import { Codes } from '../src/codes';
import { type Harness, enc, freshMobile, randomIp, start } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const send = (mobile: string, scene = 'login') => h.post('/api/v1/auth/sms/send', { mobile: enc(mobile), scene }, undefined, randomIp());

test('an SMS send answers the wait, and a send inside it answers 1004 with the seconds left', async () => {
  const m = freshMobile();
  expect((await send(m)).data).toEqual({ retryAfter: 60 });
  expect(await send(m)).toMatchObject({ code: Codes.TOO_FREQUENT, data: { retryAfter: 60 } });
  h.clock.advance(44_500);
  expect(await send(m, 'reset')).toMatchObject({ code: Codes.TOO_FREQUENT, data: { retryAfter: 16 } });
  h.clock.advance(15_500);
  expect((await send(m)).data).toEqual({ retryAfter: 60 });
});

test('the first password right after registering: the step-up code waits for the sign-up code, and says how long', async () => {
  const mobile = freshMobile();
  const code = await h.smsCode(mobile, 'register');
  const registered = await h.post('/api/auth/sms/register', { mobile: enc(mobile), code: enc(code), password: 'start123' });
  const token = registered.data.token as string;
  h.clock.advance(8_000);
  const refused = await h.post('/api/v1/sms/send', undefined, token, randomIp());
  expect(refused).toMatchObject({ code: Codes.TOO_FREQUENT, message: '发送过于频繁，请稍后再试', data: { retryAfter: 52 } });
  h.clock.advance(52_000);
  expect(await h.post('/api/v1/sms/send', undefined, token, randomIp())).toMatchObject({ code: 200, data: { retryAfter: 60 } });
});

test('an email code send answers its wait the same way', async () => {
  const mobile = freshMobile();
  const code = await h.smsCode(mobile, 'register');
  const token = (await h.post('/api/auth/sms/register', { mobile: enc(mobile), code: enc(code), password: 'start123' })).data
    .token as string;
  const ticket = (await h.post('/api/v1/users/step-up', { password: 'start123' }, token)).data.ticket as string;
  const email = `wait-${mobile}@example.com`;
  expect((await h.post('/api/v1/email/send', { email, ticket }, token)).data).toEqual({ retryAfter: 60 });
  h.clock.advance(30_000);
  expect(await h.post('/api/v1/email/send', { email, ticket }, token)).toMatchObject({
    code: Codes.TOO_FREQUENT,
    data: { retryAfter: 30 },
  });
});
