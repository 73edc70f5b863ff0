// 5xx on bad input: NUL bytes in inviteCode, qrId or hashId and out-of-range ids answer
// 1001 with a message naming the field, never an HTTP 500.
import { Codes } from '../src/codes';
import { type Harness, enc, start } from './helpers';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await start();
  token = (await h.loginDemo()).token;
});
afterAll(async () => {
  await h?.close();
});

const NUL = '\u0000';

test('NUL bytes in the auth calls answer 1001 naming the field', async () => {
  const posts: [string, unknown, string][] = [
    ['/api/v1/auth/invite/check', { inviteCode: `DEMO88${NUL}` }, '邀请码格式不正确'],
    [
      '/api/v1/auth/invite',
      { mobile: enc('13800138000'), code: enc('123456'), password: 'secret88', inviteCode: `${NUL}` },
      '邀请码格式不正确',
    ],
    ['/api/auth/password/login', { mobile: enc('13900139000'), password: 'demo123456', taskHashId: `qz8Kd1${NUL}` }, '讨论组格式不正确'],
    [
      '/api/v1/auth/sns/bind',
      { snsToken: `${'a'.repeat(63)}${NUL}`, mobile: enc('13800138000'), code: enc('123456') },
      '第三方授权凭证格式不正确',
    ],
  ];
  for (const [url, payload, message] of posts) {
    const r = await h.post(url, payload);
    expect({ url, status: r.status, code: r.code, message: r.message }).toEqual({ url, status: 200, code: Codes.INVALID_PARAMS, message });
  }
  const gets: [string, string][] = [
    [`/api/v1/auth/qrcode/check?qrId=abc%00def`, '二维码编号格式不正确'],
    [`/api/v1/auth/wechat/callback?code=a%00&state=b`, '授权码格式不正确'],
    [`/api/v1/auth/wechat/callback?code=a&state=b%00`, '授权状态格式不正确'],
  ];
  for (const [url, message] of gets) {
    const r = await h.get(url);
    expect({ url, status: r.status, code: r.code, message: r.message }).toEqual({ url, status: 200, code: Codes.INVALID_PARAMS, message });
  }
});

test('1e308, negative and fractional ids answer 1001, never 5xx', async () => {
  const bodies: [string, unknown][] = [
    ['/api/v1/messages/read', { id: 1e308 }],
    ['/api/v1/messages/read', { id: -1 }],
    ['/api/v1/messages/read', { id: 1.5 }],
    ['/api/v1/notices/read', { id: 1e308 }],
    ['/api/v1/users/sns/unbind', { type: 1e308 }],
  ];
  for (const [url, payload] of bodies) {
    const r = await h.post(url, payload, token);
    expect({ url, payload, status: r.status, code: r.code }).toEqual({ url, payload, status: 200, code: Codes.INVALID_PARAMS });
  }
  for (const url of ['/api/v1/tasks?page=1e308', '/api/v1/points?size=1e308', '/api/v1/auth/sns/url?type=1e308&redirect=/x']) {
    const r = await h.get(url, token);
    expect({ url, status: r.status, code: r.code }).toEqual({ url, status: 200, code: Codes.INVALID_PARAMS });
  }
  // An id in the path outside its schema names no resource at all.
  for (const url of ['/api/v1/messages/1e308', '/api/v1/notices/1e308', '/api/v1/messages/%00']) {
    const r = await h.get(url, token);
    expect({ url, status: r.status, code: r.code }).toEqual({ url, status: 404, code: Codes.NOT_FOUND });
  }
});
