// Production has no way in: production mails its email codes over SMTP (nodemailer), here
// to a real SMTP server the test starts, and the code that arrives is the one the API accepts.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { ApiContext } from '../src/context';
import { consumeEmailCode, sendEmailCode } from '../src/account/email-codes';
import { createProviders, readProviderSettings } from '../src/providers';
import { smtpEmailSender, smtpSettings } from '../src/providers/email/smtp-email';
import { type Harness, start } from './helpers';
import { member } from './exchange-helpers';
import { TEST_SITE_IDENTITY, testProviders } from './production-helpers';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The decoded text part of a received message (nodemailer sends non-ASCII text quoted-printable or base64). */
function textOf(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding: quoted-printable/i.test(head)) {
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

test('SMTP settings: EMAIL_DRIVER=smtp needs SMTP_URL and EMAIL_FROM; SMTP_URL alone chooses smtp; log must be chosen', () => {
  expect(smtpSettings({}).problems).toEqual([
    'SMTP_URL (or SMTP_URL_FILE) is not set (EMAIL_DRIVER=smtp)',
    'EMAIL_FROM is not set (EMAIL_DRIVER=smtp)',
  ]);
  expect(smtpSettings({ SMTP_URL: 'http://mail', EMAIL_FROM: 'a@b.cn' }).problems).toEqual(['SMTP_URL must be smtp://… or smtps://…']);
  const site = {
    SITE_COMPANY_NAME: 'x',
    SITE_ICP_RECORD: '浙ICP备19870601号-2',
    SITE_PUBLIC_SECURITY_RECORD: '浙公网安备33010602000123号',
    SITE_SUPPORT_EMAIL: 'help@survey-test.localhost',
  };
  const base = { SMS_DRIVER: 'log', ...site };
  expect(readProviderSettings(base).problems).toEqual([expect.stringMatching(/^EMAIL_DRIVER is not set/)]);
  expect(readProviderSettings({ ...base, SMTP_URL: smtpUrl }).problems).toEqual(['EMAIL_FROM is not set (EMAIL_DRIVER=smtp)']);
  expect(readProviderSettings({ ...base, EMAIL_DRIVER: 'log' }).settings?.email).toBe('log');
});

describe('a production instance', () => {
  let prod: Harness;
  beforeAll(async () => {
    prod = await start({ demo: false });
  });
  afterAll(async () => {
    await prod?.close();
  });

  test('mails the email code over SMTP, and the code that arrives binds the address', async () => {
    const m = await member(prod, 0);
    const email = smtpEmailSender(smtpSettings({ SMTP_URL: smtpUrl, EMAIL_FROM: 'noreply@survey-test.localhost' }).settings!);
    // What sending an email code reads of the context.
    const ctx = {
      db: prod.db,
      now: prod.clock.now,
      demo: false,
      providers: testProviders(undefined, { email }),
      log: prod.app.log,
    } as Partial<ApiContext> as ApiContext;
    received.length = 0;
    await sendEmailCode(ctx, m.id, 'member@survey-test.localhost');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'noreply@survey-test.localhost', to: ['member@survey-test.localhost'] });
    const code = /验证码为 (\d{6})/.exec(textOf(received[0].raw))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await expect(consumeEmailCode(ctx, m.id, 'member@survey-test.localhost', code!)).resolves.toBeUndefined();
  });

  test('the server made from the settings sends through the same SMTP server', async () => {
    const settings = readProviderSettings({
      SMS_DRIVER: 'log',
      SMTP_URL: smtpUrl,
      EMAIL_FROM: '问卷社区 <noreply@survey-test.localhost>',
      SITE_COMPANY_NAME: TEST_SITE_IDENTITY.companyName,
      SITE_ICP_RECORD: TEST_SITE_IDENTITY.registrations[0],
      SITE_PUBLIC_SECURITY_RECORD: TEST_SITE_IDENTITY.registrations[1],
      SITE_SUPPORT_EMAIL: TEST_SITE_IDENTITY.supportEmail,
    }).settings!;
    const providers = createProviders(settings, prod.app.log);
    received.length = 0;
    await providers.email.send({ to: 'ops@survey-test.localhost', subject: '测试', text: '你好' });
    expect(received[0].to).toEqual(['ops@survey-test.localhost']);
    expect(received[0].raw).toContain('noreply@survey-test.localhost');
  });
});
