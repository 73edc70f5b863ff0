// One client blocks SMS for everyone: behind the site server (TRUST_PROXY=1, one trusted hop)
// the per-address limits count the address the proxy forwards, so one client's many sends stop only
// that client; an X-Forwarded-For the client wrote itself changes nothing, and IPv6 clients count by /64.
import { Codes } from '../src/codes';
import { clientKey } from '../src/security/rate-limit';
import { type Harness, enc, freshMobile, start } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start({ trustProxy: 1 });
});
afterAll(async () => {
  await h?.close();
});

/** A send through the site server: the socket is the proxy's, the forwarded address the client's. */
const send = (forwardedFor: string) =>
  h.call('POST', '/api/v1/auth/sms/send', {
    payload: { mobile: enc(freshMobile()), scene: 'login' },
    ip: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });

test('10 sends per client address an hour before a check; other clients behind the same proxy are not affected', async () => {
  for (let i = 0; i < 10; i++) expect((await send('192.0.2.1')).code).toBe(200);
  expect((await send('192.0.2.1')).code).toBe(Codes.CAPTCHA_REQUIRED);
  // A forged first hop does not make a new client: only the hop the proxy added counts.
  expect((await send('10.9.8.7, 192.0.2.1')).code).toBe(Codes.CAPTCHA_REQUIRED);
  expect((await send('192.0.2.2')).code).toBe(200);
  h.clock.advance(3600_000);
  expect((await send('192.0.2.1')).code).toBe(200);
});

test('clients are counted by address, IPv6 by /64', () => {
  expect(clientKey('192.0.2.1')).toBe('192.0.2.1');
  expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
  expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(clientKey('::1')).toBe('0:0:0:0::/64');
});
