// Issue "enumeration through account changes": sending a code to a new mobile or email answers the same
// whether another member holds the target (the holder gets a notice instead of a code, and the final step
// refuses), and a member or a target address gets only a few sends an hour.
import { Codes } from '../src/codes';
import { type Harness, freshMobile, randomIp, start } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const answer = (r: { code: number; message: string; data: unknown }) => ({ code: r.code, message: r.message, data: r.data });

/** A member with a password, signed in, holding a step-up ticket. */
async function member() {
  const mobile = freshMobile();
  const code = await h.smsCode(mobile, 'register');
  const r = await h.post('/api/auth/sms/register', { mobile: h.enc(mobile), code: h.enc(code), password: 'start123' });
  const token = r.data.token as string;
  // The step-up by a code to the member's own mobile.
  h.clock.advance(61_000);
  const ip = randomIp();
  await h.post('/api/v1/sms/send', undefined, token, ip);
  const sms = (await h.get(`/api/dev/sms?mobile=${mobile}`)).data.code;
  const ticket = (await h.post('/api/v1/sms/check', { code: h.enc(sms) }, token, ip)).data.ticket as string;
  return { mobile, token, ticket, id: r.data.user.id as number };
}

test('new mobile: a registered and an unregistered number answer alike; the registered one only gets a notice', async () => {
  const m = await member();
  const holder = await member();
  h.clock.advance(61_000); // the holder's own codes were a moment ago: one SMS a minute per mobile
  const ip = randomIp();
  const registered = await h.post('/api/v1/sms/new-mobile', { mobile: h.enc(holder.mobile), ticket: m.ticket }, m.token, ip);
  const free = freshMobile();
  const unregistered = await h.post('/api/v1/sms/new-mobile', { mobile: h.enc(free), ticket: m.ticket }, m.token, ip);
  expect(answer(registered)).toEqual(answer(unregistered));
  expect(unregistered.code).toBe(200);
  // The holder's inbox shows no code for it; the final step with any code is refused as a wrong code.
  const inbox = await h.get(`/api/dev/sms?mobile=${holder.mobile}`);
  expect(inbox.data?.scene).not.toBe('change-new');
  const change = await h.post(
    '/api/v1/users/mobile',
    { mobile: h.enc(holder.mobile), code: h.enc('123456'), ticket: m.ticket },
    m.token,
    ip,
  );
  expect(change.code).toBe(Codes.SMS_CODE_INVALID);
});

test('email: a taken and a free address answer alike; the taken one cannot be confirmed', async () => {
  const m = await member();
  const taken = await h.post('/api/v1/email/send', { email: 'xiaodiaoyan@example.com', ticket: m.ticket }, m.token);
  h.clock.advance(61_000);
  const free = await h.post('/api/v1/email/send', { email: `free${m.id}@example.com`, ticket: m.ticket }, m.token);
  expect(answer(taken)).toEqual(answer(free));
  expect(free.code).toBe(200);
  const confirm = await h.post('/api/v1/users/email', { email: 'xiaodiaoyan@example.com', code: '123456', ticket: m.ticket }, m.token);
  expect(confirm.code).toBe(Codes.SMS_CODE_INVALID);
});

test('new mobile: the 6th send within an hour from one member is refused', async () => {
  const m = await member();
  const codes: number[] = [];
  for (let i = 0; i < 6; i++) {
    codes.push((await h.post('/api/v1/sms/new-mobile', { mobile: h.enc(freshMobile()), ticket: m.ticket }, m.token, randomIp())).code);
  }
  expect(codes).toEqual([200, 200, 200, 200, 200, Codes.TOO_FREQUENT]);
});

test('email: the 6th send within an hour from one member, or to one address, is refused', async () => {
  const m = await member();
  const codes: number[] = [];
  for (let i = 0; i < 6; i++) {
    h.clock.advance(61_000);
    codes.push((await h.post('/api/v1/email/send', { email: `probe${i}-${m.id}@example.com`, ticket: m.ticket }, m.token)).code);
  }
  expect(codes).toEqual([200, 200, 200, 200, 200, Codes.TOO_FREQUENT]);
  // Five members probing one address: the sixth is refused whoever asks.
  const target = `target${m.id}@example.com`;
  const byAddress: number[] = [];
  for (let i = 0; i < 6; i++) {
    const prober = await member();
    byAddress.push((await h.post('/api/v1/email/send', { email: target, ticket: prober.ticket }, prober.token)).code);
  }
  expect(byAddress.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
  expect(byAddress[5]).toBe(Codes.TOO_FREQUENT);
});
