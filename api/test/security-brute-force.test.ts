// Lockout bypassed: guesses are counted in the database before the secret is checked, so a
// burst of parallel guesses is evaluated at most the limit, per mobile and per client address, and a
// restart forgets nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Codes } from '../src/codes';
import { type Harness, enc, freshMobile, start } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const MINUTES_15 = 15 * 60_000;

const register = async (mobile: string, password: string) => {
  const code = await h.smsCode(mobile, 'register');
  const r = await h.post('/api/auth/sms/register', { mobile: enc(mobile), code: enc(code), password });
  expect(r.code).toBe(200);
};

const login = (mobile: string, password: string, ip = '198.51.100.1') =>
  h.post('/api/auth/password/login', { mobile: enc(mobile), password }, undefined, ip);

/** How many answers of a burst have each code. */
const tally = (answers: { code: number }[]) =>
  answers.reduce<Record<number, number>>((t, a) => ({ ...t, [a.code]: (t[a.code] ?? 0) + 1 }), {});

describe('password guessing', () => {
  test('60 parallel wrong guesses: at most 10 are evaluated, then the right password is refused while locked', async () => {
    const m = freshMobile();
    await register(m, 'right-pass1');
    // Each guess from its own address: only the per-mobile limit applies.
    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => login(m, `wrong-pass${i}`, `203.0.113.${i + 1}`)));
    const t = tally(burst);
    expect(t[Codes.BAD_CREDENTIALS]).toBe(10); // evaluated
    expect(t[Codes.TOO_FREQUENT]).toBe(50); // refused unchecked
    expect((await login(m, 'right-pass1')).code).toBe(Codes.TOO_FREQUENT);
    h.clock.advance(MINUTES_15);
    expect((await login(m, 'right-pass1')).code).toBe(200);
  });

  test('a success does not count: failures stay counted, the member can still sign in', async () => {
    const m = freshMobile();
    await register(m, 'right-pass2');
    for (let i = 0; i < 9; i++) expect((await login(m, 'wrong-pass')).code).toBe(Codes.BAD_CREDENTIALS);
    for (let i = 0; i < 3; i++) expect((await login(m, 'right-pass2')).code).toBe(200);
    expect((await login(m, 'wrong-pass')).code).toBe(Codes.BAD_CREDENTIALS);
    expect((await login(m, 'right-pass2')).code).toBe(Codes.TOO_FREQUENT);
  });

  test('one address spraying many mobiles is stopped after 30 wrong guesses', async () => {
    const ip = '198.51.100.30';
    const burst = await Promise.all(Array.from({ length: 60 }, () => login(freshMobile(), 'wrong-pass', ip)));
    expect(tally(burst)).toEqual({ [Codes.BAD_CREDENTIALS]: 30, [Codes.TOO_FREQUENT]: 30 });
    // The demo member, from that address, is refused unchecked; from another address it signs in.
    expect((await login('13800138000', 'demo123456', ip)).code).toBe(Codes.TOO_FREQUENT);
    expect((await login('13800138000', 'demo123456', '198.51.100.31')).code).toBe(200);
  });
});

describe('SMS code guessing', () => {
  test('60 parallel wrong codes: 10 evaluated, 5 compared with the code (then burnt), the right code refused while locked', async () => {
    const m = freshMobile();
    const code = await h.smsCode(m, 'login');
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        h.post('/api/auth/sms/login', { mobile: enc(m), code: enc(wrong(i)) }, undefined, `203.0.113.${i + 100}`),
      ),
    );
    expect(tally(burst)).toEqual({ [Codes.SMS_CODE_INVALID]: 10, [Codes.TOO_FREQUENT]: 50 });
    const [row] = await h.db.query<{ attempts: number }>('SELECT attempts FROM sms_codes WHERE mobile = $1', [m]);
    expect(row.attempts).toBe(5);
    expect((await h.post('/api/auth/sms/login', { mobile: enc(m), code: enc(code) })).code).toBe(Codes.TOO_FREQUENT);
  });

  test('the same limits guard every flow that checks a code (reset here)', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, () =>
        h.post(
          '/api/v1/auth/password/reset',
          { mobile: enc('13900139000'), code: enc('000000'), password: 'newpass1' },
          undefined,
          '198.51.100.77',
        ),
      ),
    );
    expect(tally(burst)).toEqual({ [Codes.SMS_CODE_INVALID]: 10, [Codes.TOO_FREQUENT]: 30 });
  });
});

describe('old password on the password change', () => {
  test('60 parallel wrong old passwords from a stolen session: 5 evaluated, then the right one is refused', async () => {
    const m = freshMobile();
    await register(m, 'right-pass3');
    const { token } = (await login(m, 'right-pass3')).data;
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) => h.post('/api/v1/users/password', { oldPassword: `guess-${i}`, password: 'taken-over1' }, token)),
    );
    expect(tally(burst)).toEqual({ [Codes.BAD_CREDENTIALS]: 5, [Codes.TOO_FREQUENT]: 55 });
    const right = await h.post('/api/v1/users/password', { oldPassword: 'right-pass3', password: 'new-pass3' }, token);
    expect(right.code).toBe(Codes.TOO_FREQUENT);
    h.clock.advance(MINUTES_15);
    expect((await h.post('/api/v1/users/password', { oldPassword: 'right-pass3', password: 'new-pass3' }, token)).code).toBe(200);
  });
});

// PGlite only: with DATABASE_URL the counters live on the server anyway.
(process.env.DATABASE_URL ? describe.skip : describe)('counters live in the database', () => {
  test('a lockout survives a restart of the API', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'survey-lockout-')), 'db');
    try {
      const a = await start({ dataDir });
      for (let i = 0; i < 10; i++) {
        const r = await a.post('/api/auth/password/login', { mobile: enc('13800138000'), password: 'wrong-pass' });
        expect(r.code).toBe(Codes.BAD_CREDENTIALS);
      }
      await a.close();
      const b = await start({ dataDir });
      try {
        const r = await b.post('/api/auth/password/login', { mobile: enc('13800138000'), password: 'demo123456' });
        expect(r.code).toBe(Codes.TOO_FREQUENT);
      } finally {
        await b.close();
      }
    } finally {
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  }, 60_000);
});
