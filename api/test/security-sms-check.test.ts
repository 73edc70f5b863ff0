// Sign-ups stop for everyone behind a NAT: past 10 SMS from one address an hour, a send is asked for a
// check (1017) instead of refused. The check is a proof of work: its payload holds no answer a program
// could read (the old picture's glyphs were font outlines, read 300/300 offline), only hashing finds it,
// the work grows with the address's sends, and a solved one lets exactly one send through. Asking for
// checks and answering none holds nothing, so one client cannot lock out its neighbours.
import { createHash } from 'node:crypto';
import { challengeWork } from '../src/auth/sms-challenge';
import { Codes } from '../src/codes';
import { type Harness, freshMobile, start } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

interface Challenge {
  algorithm: string;
  challenge: string;
  salt: string;
  maxnumber: number;
  signature: string;
  expiresAt: number;
}

/** What a browser does: tries numbers until SHA-256(salt + number) is the challenge. */
function solve(c: Challenge): number {
  for (let n = 0; n <= c.maxnumber; n++) {
    if (
      createHash('sha256')
        .update(c.salt + n)
        .digest('hex') === c.challenge
    )
      return n;
  }
  throw new Error('unsolvable challenge');
}
const proofOf = (c: Challenge, number = solve(c)) => ({ challenge: c.challenge, salt: c.salt, signature: c.signature, number });

const send = (ip: string, proof?: object, on: Harness = h) =>
  on.post('/api/v1/auth/sms/send', { mobile: on.enc(freshMobile()), scene: 'login', ...(proof ? { proof } : {}) }, undefined, ip);
const newChallenge = async (ip: string, on: Harness = h): Promise<Challenge> => {
  const r = await on.post('/api/v1/auth/sms/challenge', undefined, undefined, ip);
  expect(r.code).toBe(200);
  return r.data;
};
const sendTen = async (ip: string) => {
  for (let i = 0; i < 10; i++) expect((await send(ip)).code).toBe(200);
};

test('the 11th send of an hour from one address asks for a check; a solved one sends, once', async () => {
  const ip = '192.0.2.41';
  await sendTen(ip);
  expect(await send(ip)).toMatchObject({ code: Codes.CAPTCHA_REQUIRED, message: '当前网络请求较多，请完成验证后继续' });

  const c = await newChallenge(ip);
  const proof = proofOf(c);
  expect((await send(ip, proof)).code).toBe(200);
  // Replayed: used up.
  expect(await send(ip, proof)).toMatchObject({ code: Codes.CAPTCHA_REQUIRED, message: '安全验证未通过或已过期，请重试' });
  // Another address is not affected.
  expect((await send('192.0.2.42')).code).toBe(200);
});

test('the payload holds no answer: no picture, no text, only the hash; only the computed number passes', async () => {
  const ip = '192.0.2.47';
  await sendTen(ip);
  const c = await newChallenge(ip);
  expect(Object.keys(c).sort()).toEqual(['algorithm', 'challenge', 'expiresAt', 'maxnumber', 'salt', 'signature']);
  expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50_000 });
  const number = solve(c);
  const raw = JSON.stringify(c);
  expect(raw).not.toMatch(/<svg|<path|data:image/);
  expect(raw).not.toContain(`"number"`);
  // Any other number fails, however close; the found one passes.
  for (const wrong of [number + 1, number + 2, 0, c.maxnumber].filter((n) => n !== number)) {
    expect((await send(ip, proofOf(c, wrong))).code).toBe(Codes.CAPTCHA_REQUIRED);
  }
  expect((await send(ip, proofOf(c, number))).code).toBe(200);
});

test("a forged, expired or other address's check gets 1017", async () => {
  const ip = '192.0.2.43';
  await sendTen(ip);
  // Forged: a challenge the client made itself (its own salt, a number it knows), with any signature.
  const salt = `aaaaaaaaaaaa?expires=${Math.floor((h.clock.now() + 60_000) / 1000)}&`;
  const own = createHash('sha256').update(`${salt}7`).digest('hex');
  const real = await newChallenge(ip);
  expect((await send(ip, { challenge: own, salt, signature: real.signature, number: 7 })).code).toBe(Codes.CAPTCHA_REQUIRED);
  // Altered: a later expiry written into a real challenge's salt breaks its hash.
  const longer = real.salt.replace(/expires=\d+/, 'expires=9999999999');
  expect((await send(ip, { ...proofOf(real), salt: longer })).code).toBe(Codes.CAPTCHA_REQUIRED);

  const elsewhere = await newChallenge('192.0.2.44');
  expect((await send(ip, proofOf(elsewhere))).code).toBe(Codes.CAPTCHA_REQUIRED);

  const late = await newChallenge(ip);
  const lateProof = proofOf(late);
  h.clock.advance(5 * 60_000 + 1000);
  expect((await send(ip, lateProof)).code).toBe(Codes.CAPTCHA_REQUIRED);
  h.clock.advance(3600_000);
  expect((await send(ip)).code).toBe(200);
});

test("the work rises with the address's sends this hour", async () => {
  const ip = '192.0.2.48';
  await sendTen(ip);
  const first = await newChallenge(ip);
  expect(first.maxnumber).toBe(50_000);
  for (let i = 0; i < 10; i++) expect((await send(ip, proofOf(await newChallenge(ip)))).code).toBe(200);
  expect((await newChallenge(ip)).maxnumber).toBe(100_000);
  // Another address still pays the least.
  expect((await newChallenge('192.0.2.49')).maxnumber).toBe(50_000);
  // It keeps doubling, up to a few seconds of a slow phone's work; past that the hourly limit refuses.
  expect([30, 40, 60, 199].map((sent) => challengeWork(sent, 10))).toEqual([200_000, 400_000, 1_600_000, 1_600_000]);
});

test('one client asking for 100 checks and solving none does not lock out its neighbours', async () => {
  const ip = '192.0.2.50';
  await sendTen(ip);
  const spentBefore = await h.db.sql.selectFrom('spent_sms_challenges').selectAll().execute();
  for (let i = 0; i < 100; i++) await newChallenge(ip);
  // Nothing was held for them…
  expect(await h.db.sql.selectFrom('spent_sms_challenges').selectAll().execute()).toHaveLength(spentBefore.length);
  // …so a neighbour behind the same address gets one, solves it and sends.
  const neighbour = await newChallenge(ip);
  expect((await send(ip, proofOf(neighbour))).code).toBe(200);
  expect((await newChallenge(ip)).maxnumber).toBe(50_000);
});

test('a signed-in member asking for a code to their own mobile is never asked for a check', async () => {
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

  test('refuses even a solved check, without blaming the member', async () => {
    const ip = '192.0.2.46';
    const solved = async () => proofOf(await newChallenge(ip, small));
    expect((await send(ip, undefined, small)).code).toBe(200);
    expect((await send(ip, undefined, small)).code).toBe(Codes.CAPTCHA_REQUIRED);
    expect((await send(ip, await solved(), small)).code).toBe(200);
    expect((await send(ip, await solved(), small)).code).toBe(200);
    expect(await send(ip, await solved(), small)).toMatchObject({
      code: Codes.TOO_FREQUENT,
      message: '当前网络发送次数已达上限，请稍后再试或更换网络',
    });
  });
});
