/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
// Production has no way in: production sends its SMS codes through the configured gateway
// (Tencent Cloud SMS, here the official SDK against a stand-in endpoint), so members can sign in.
import { type IncomingMessage, createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Codes } from '../src/codes';
import { type TencentSmsSettings, tencentSmsSender, tencentSmsSettings } from '../src/providers/sms/tencent-sms';
import { enc, start } from './helpers';
import { type Outbox, testProviders } from './production-helpers';

interface Seen {
  action: string;
  authorization: string;
  body: any;
}

/** A stand-in for the SMS API: records each request and answers with `status` for the number. */
async function fakeTencent(status = { Code: 'Ok', Message: 'send success' }) {
  const seen: Seen[] = [];
  const server = createHttpServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      seen.push({ action: String(req.headers['x-tc-action']), authorization: String(req.headers.authorization), body: JSON.parse(raw) });
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          Response: { SendStatusSet: [{ SerialNo: '2433:1', PhoneNumber: '+8613912345678', ...status }], RequestId: 'req-1' },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { seen, endpoint: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const TENCENT_ENV = {
  SMS_DRIVER: 'tencent',
  SMS_TENCENT_SECRET_ID: 'AKIDtestsecretid',
  SMS_TENCENT_SECRET_KEY: 'testsecretkey',
  SMS_TENCENT_APP_ID: '1400123456',
  SMS_SIGN_NAME: '问卷社区',
  SMS_TENCENT_TEMPLATES:
    'code=1000001,code:reset=1000002,notice:register=2000001,notice:invite=2000001,notice:reset=2000002,notice:change-new=2000001',
};

test("the Tencent sender calls SendSms with the app, signature, +86 number, the scene's template and the code", async () => {
  const fake = await fakeTencent();
  try {
    const { settings, problems } = tencentSmsSettings({ ...TENCENT_ENV, SMS_TENCENT_ENDPOINT: fake.endpoint });
    expect(problems).toEqual([]);
    const sms = tencentSmsSender(settings as TencentSmsSettings);
    await sms.send('13912345678', 'code:login', ['123456', '5']);
    await sms.send('13912345678', 'code:reset', ['654321', '5']);
    await sms.send('13912345678', 'notice:register', ['该手机号已注册，请直接登录或找回密码']);
    expect(fake.seen.map((s) => s.action)).toEqual(['SendSms', 'SendSms', 'SendSms']);
    expect(fake.seen[0].authorization).toMatch(/^TC3-HMAC-SHA256 Credential=AKIDtestsecretid\//);
    expect(fake.seen[0].body).toEqual({
      PhoneNumberSet: ['+8613912345678'],
      SmsSdkAppId: '1400123456',
      SignName: '问卷社区',
      TemplateId: '1000001',
      TemplateParamSet: ['123456', '5'],
    });
    expect(fake.seen[1].body).toMatchObject({ TemplateId: '1000002', TemplateParamSet: ['654321', '5'] });
    // A notice template's wording is fixed when it is approved: no variables.
    expect(fake.seen[2].body).toMatchObject({ TemplateId: '2000001', TemplateParamSet: [] });
  } finally {
    await fake.close();
  }
});

test('a number the gateway refuses rejects with its reason', async () => {
  const fake = await fakeTencent({
    Code: 'LimitExceeded.PhoneNumberDailyLimit',
    Message: 'the number of sms messages sent from a single mobile number every day exceeds the upper limit',
  });
  try {
    const sms = tencentSmsSender(tencentSmsSettings({ ...TENCENT_ENV, SMS_TENCENT_ENDPOINT: fake.endpoint }).settings!);
    await expect(sms.send('13912345678', 'code:login', ['123456', '5'])).rejects.toThrow('LimitExceeded.PhoneNumberDailyLimit');
  } finally {
    await fake.close();
  }
});

test('Tencent settings name every missing variable and template', () => {
  expect(tencentSmsSettings({ SMS_DRIVER: 'tencent', SMS_TENCENT_TEMPLATES: 'code=1' }).problems).toEqual([
    'SMS_TENCENT_SECRET_ID is not set (SMS_DRIVER=tencent)',
    'SMS_TENCENT_SECRET_KEY is not set (SMS_DRIVER=tencent)',
    'SMS_TENCENT_APP_ID is not set (SMS_DRIVER=tencent)',
    'SMS_SIGN_NAME is not set (SMS_DRIVER=tencent)',
    'SMS_TENCENT_TEMPLATES has no template id for notice:register, notice:invite, notice:reset, notice:change-new',
  ]);
  expect(tencentSmsSettings({ ...TENCENT_ENV, SMS_TENCENT_TEMPLATES: 'code=abc' }).problems).toEqual([
    'SMS_TENCENT_TEMPLATES must be name=id pairs separated by commas (code=1234567,notice:reset=2345678)',
  ]);
});

describe('a production instance', () => {
  const outbox: Outbox = { sms: [], mail: [] };
  let prod: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    prod = await start({ demo: false, providers: testProviders(outbox) });
  });
  afterAll(async () => {
    await prod?.close();
  });

  test('sends the sign-in code by SMS, and the code signs the new member in', async () => {
    const sent = await prod.post('/api/v1/auth/sms/send', { mobile: enc('13912345678'), scene: 'login' }, undefined, '10.9.0.1');
    expect(sent.code).toBe(Codes.OK);
    expect(outbox.sms).toEqual([{ mobile: '13912345678', template: 'code:login', params: [expect.stringMatching(/^\d{6}$/), '5'] }]);
    const login = await prod.post(
      '/api/auth/sms/login',
      { mobile: enc('13912345678'), code: enc(outbox.sms[0].params[0]) },
      undefined,
      '10.9.0.1',
    );
    expect(login.code).toBe(Codes.OK);
    expect(login.data.user).toMatchObject({ mobile: expect.stringContaining('139') });
  });

  test('a gateway failure is answered as one, not as a sent code', async () => {
    const failing = await start({
      demo: false,
      providers: testProviders(undefined, { sms: { send: async () => Promise.reject(new Error('gateway down')) } }),
    });
    try {
      const sent = await failing.post('/api/v1/auth/sms/send', { mobile: enc('13912345679'), scene: 'login' }, undefined, '10.9.0.2');
      expect(sent).toMatchObject({ code: Codes.INTERNAL, message: '短信发送失败，请稍后再试' });
    } finally {
      await failing.close();
    }
  });
});
