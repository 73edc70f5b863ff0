// Sign-ups stop for everyone behind a NAT: past 10 SMS from one address an hour, a send is
// asked for a picture captcha (1017) instead of refused; a solved one lets exactly one send through;
// only a much higher hard limit refuses, in words that do not blame the member.
import { create } from 'svg-captcha';
import { Codes } from '../src/codes';
import { type Harness, enc, freshMobile, start } from './helpers';

// The real pictures; the test reads what each one says, as a person would.
jest.mock('svg-captcha', () => {
  const actual = jest.requireActual('svg-captcha');
  return { ...actual, create: jest.fn(actual.create) };
});
const lastAnswer = (): string => (create as jest.Mock).mock.results.at(-1)!.value.text;

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const send = (ip: string, captcha: { captchaId?: string; captchaCode?: string } = {}) =>
  h.post('/api/v1/auth/sms/send', { mobile: enc(freshMobile()), scene: 'login', ...captcha }, undefined, ip);
const newCaptcha = async (ip: string) => {
  const r = await h.post('/api/v1/auth/captcha', undefined, undefined, ip);
  expect(r.code).toBe(200);
  return { captchaId: r.data.captchaId as string, answer: lastAnswer(), svg: r.data.svg as string };
};
const sendTen = async (ip: string) => {
  for (let i = 0; i < 10; i++) expect((await send(ip)).code).toBe(200);
};

test('the 11th send of an hour from one address asks for a captcha; a solved one sends, once', async () => {
  const ip = '192.0.2.41';
  await sendTen(ip);
  const asked = await send(ip);
  expect(asked).toMatchObject({ code: Codes.CAPTCHA_REQUIRED, message: '当前网络请求较多，请完成验证后继续' });

  const { captchaId, answer, svg } = await newCaptcha(ip);
  expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
  expect(svg).not.toContain(answer);
  // Any case is accepted: the picture's letters are not told apart by case.
  expect((await send(ip, { captchaId, captchaCode: answer.toUpperCase() })).code).toBe(200);
  expect((await send(ip, { captchaId, captchaCode: answer })).code).toBe(Codes.CAPTCHA_INVALID);
  // Another address is not affected.
  expect((await send('192.0.2.42')).code).toBe(200);
});

test('the answer is stored hashed; three wrong tries burn the captcha; it works only from its address and for 2 minutes', async () => {
  const ip = '192.0.2.43';
  await sendTen(ip);
  const first = await newCaptcha(ip);
  const rows = await h.db.sql.selectFrom('captcha_challenges').selectAll().where('id', '=', first.captchaId).execute();
  expect(rows).toHaveLength(1);
  expect(rows[0].answer_hash).not.toContain(first.answer);
  for (let i = 0; i < 3; i++)
    expect((await send(ip, { captchaId: first.captchaId, captchaCode: 'zzzz' })).code).toBe(Codes.CAPTCHA_INVALID);
  expect((await send(ip, { captchaId: first.captchaId, captchaCode: first.answer })).code).toBe(Codes.CAPTCHA_INVALID);

  const elsewhere = await newCaptcha('192.0.2.44');
  expect((await send(ip, { captchaId: elsewhere.captchaId, captchaCode: elsewhere.answer })).code).toBe(Codes.CAPTCHA_INVALID);

  const late = await newCaptcha(ip);
  h.clock.advance(2 * 60_000 + 1);
  expect((await send(ip, { captchaId: late.captchaId, captchaCode: late.answer })).code).toBe(Codes.CAPTCHA_INVALID);
  h.clock.advance(3600_000);
  expect((await send(ip)).code).toBe(200);
});

test('a signed-in member asking for a code to their own mobile is never asked for a captcha', async () => {
  const ip = '192.0.2.45';
  await sendTen(ip);
  const { token } = await h.loginDemo(undefined, undefined, ip);
  expect((await h.post('/api/v1/sms/send', {}, token, ip)).code).toBe(200);
});

describe('the hard limit', () => {
  let small: Harness;
  beforeAll(async () => {
    small = await start({ smsLimits: { ipPerHourWithoutCaptcha: 1, ipPerHour: 3 } });
  });
  afterAll(async () => {
    await small?.close();
  });

  test('refuses even a solved captcha, without blaming the member', async () => {
    const ip = '192.0.2.46';
    const go = (captcha = {}) =>
      small.post('/api/v1/auth/sms/send', { mobile: small.enc(freshMobile()), scene: 'register', ...captcha }, undefined, ip);
    const solve = async () => {
      const r = await small.post('/api/v1/auth/captcha', undefined, undefined, ip);
      return { captchaId: r.data.captchaId, captchaCode: lastAnswer() };
    };
    expect((await go()).code).toBe(200);
    expect((await go()).code).toBe(Codes.CAPTCHA_REQUIRED);
    expect((await go(await solve())).code).toBe(200);
    expect((await go(await solve())).code).toBe(200);
    expect(await go(await solve())).toMatchObject({ code: Codes.TOO_FREQUENT, message: '当前网络发送次数已达上限，请稍后再试或更换网络' });
  });
});
