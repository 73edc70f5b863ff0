// The site's SMS budget: however many addresses a sender spreads over, all sends together stop at
// the hourly budget (SMS_HOURLY_BUDGET), members are told so, and each refusal logs one line the
// operator alerts on (docs/deploy.md). Concurrent sends never pass it (PostgreSQL too).
import { Codes } from '../src/codes';
import { type Harness, freshMobile, start } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start({ smsLimits: { globalPerHour: 5 } });
});
afterAll(async () => {
  await h?.close();
});

const send = (ip: string) => h.post('/api/v1/auth/sms/send', { mobile: h.enc(freshMobile()), scene: 'login' }, undefined, ip);

test('past the budget every send is refused, with a log line for the operator, until the hour has passed', async () => {
  const logged = jest.spyOn(h.app.log, 'error');
  const ips = Array.from({ length: 12 }, (_, i) => `198.51.100.${i + 1}`);
  // All at once from twelve addresses: exactly the budget goes out.
  const answers = await Promise.all(ips.map(send));
  expect(answers.filter((a) => a.code === 200)).toHaveLength(5);
  const refused = answers.filter((a) => a.code !== 200);
  expect(refused).toHaveLength(7);
  for (const answer of refused) expect(answer).toMatchObject({ code: Codes.TOO_FREQUENT, message: '短信发送量已达本小时上限，请稍后再试' });
  expect(logged).toHaveBeenCalledWith({ event: 'sms-budget-exhausted', limit: 5, sentLastHour: 5 }, 'SMS hourly budget exhausted');
  expect(logged).toHaveBeenCalledTimes(7);

  // A signed-in member's own code counts towards it too.
  const { token } = await h.loginDemo(undefined, undefined, '198.51.100.99');
  expect((await h.post('/api/v1/sms/send', {}, token, '198.51.100.99')).code).toBe(Codes.TOO_FREQUENT);

  h.clock.advance(3600_000);
  expect((await send('198.51.100.200')).code).toBe(200);
  logged.mockRestore();
});
