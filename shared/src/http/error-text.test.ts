// Whatever goes wrong, the message an ApiError carries (and any toast) is Chinese for the member:
// screens show `error.message`, so nothing internal ("Network Error", "Request failed (500)") may
// reach them.
import { AxiosError, type AxiosAdapter } from 'axios';
import { createTestPlatform, uncheckedCall, type TestPlatform } from '../testing';
import type { RequestOptions } from '../platform-contract';
import { isRetryable } from './api-error';
import { createHttpClient } from './http-client';
import { postTokenRefresh } from '@survey/contract';

const CHINESE = /[\u3400-\u9fff]/;
/** A path no contract call declares: these cases are about the client, not one call. */
const X = uncheckedCall('GET', '/v1/x');

type Case = [name: string, arrange: (p: TestPlatform) => void, options?: RequestOptions, adapter?: AxiosAdapter];

const noAnswer =
  (code: string): AxiosAdapter =>
  async (config) => {
    throw new AxiosError(code === 'ECONNABORTED' ? 'timeout of 1000ms exceeded' : 'Network Error', code, config);
  };

const CASES: Case[] = [
  ['network failure', (p) => p.server.drop(X)],
  ['network failure, process call', (p) => p.server.drop(X), { process: true }],
  ['timeout', () => undefined, undefined, noAnswer('ECONNABORTED')],
  ['HTTP 500', (p) => p.server.fail(X, { status: 500, code: 500, message: 'Internal Server Error' })],
  ['HTTP 503 without a body', (p) => p.server.respond(X, () => Promise.reject(new Error('boom')))],
  ['HTTP 503, process call', (p) => p.server.fail(X, { status: 503 }), { process: true }],
  ['HTTP 404', (p) => p.server.fail(X, { status: 404, code: 404, message: 'Not Found' })],
  ['HTTP 401', (p) => p.server.fail(X, { status: 401, code: 401, message: 'Unauthorized' })],
  ['code 401', (p) => p.server.fail(X, { code: 401, message: 'Unauthorized' })],
  ['code 401, process call', (p) => p.server.fail(X, { code: 401, message: 'Unauthorized' }), { process: true }],
  ['a failing envelope in English', (p) => p.server.fail(X, { code: 3000, message: 'error' })],
  ['a failing envelope without a message', (p) => p.server.fail(X, { code: 3000, message: '' })],
  ['silent code 1105', (p) => p.server.fail(X, { code: 1105, message: 'no message' })],
  ['HTTP error with code 10014', (p) => p.server.fail(X, { status: 500, code: 10014, message: 'quiet' })],
  [
    'a failed token refresh',
    (p) => {
      p.session.setTokens({ token: 't', refreshToken: 'r', expired: Date.now() - 1 });
      p.server.fail(postTokenRefresh, { code: 401, message: 'refresh token expired' });
    },
  ],
];

async function failure(arrange: Case[1], options?: RequestOptions, adapter?: AxiosAdapter) {
  const p = createTestPlatform({ loggedIn: true });
  arrange(p);
  const http = adapter
    ? createHttpClient({ session: p.session, notify: p.notify, loading: p.loading, onUnauthorized: jest.fn(), reload: jest.fn(), adapter })
    : p.http;
  const error = await http.get('/v1/x', options).then(
    () => null,
    (e: unknown) => e as Error,
  );
  return { error, shown: p.messages().map((m) => m.text) };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

// A rest parameter: jest would take a fourth declared parameter of a shorter row for `done`.
test.each(CASES)('%s: the error and any message shown are in Chinese', async (...[, arrange, options, adapter]: Case) => {
  const { error, shown } = await failure(arrange, options, adapter);
  expect(error).not.toBeNull();
  expect(error!.message).toMatch(CHINESE);
  for (const text of shown) expect(text).toMatch(CHINESE);
});

test("the catalogue's texts: network, timeout, server, other statuses, sign-in", async () => {
  expect((await failure(CASES[0][1])).error!.message).toBe('网络连接失败，请检查网络后重试');
  expect((await failure(() => undefined, undefined, noAnswer('ECONNABORTED'))).error!.message).toBe('网络连接超时，请检查网络后重试');
  expect((await failure(CASES[3][1])).error!.message).toBe('服务器开小差了，请稍后再试');
  expect((await failure(CASES[6][1])).error!.message).toBe('网络错误，请稍后再试');
  expect((await failure(CASES[7][1])).error!.message).toBe('登录已失效，请重新登录');
  expect((await failure(CASES[10][1])).error!.message).toBe('请求失败，请稍后再试（错误码 3000）');
});

test('a failure before the server judged the request can be retried; a verdict cannot', async () => {
  expect(isRetryable((await failure(CASES[0][1], { process: true })).error)).toBe(true);
  expect(isRetryable((await failure(CASES[3][1])).error)).toBe(true);
  expect(isRetryable((await failure(CASES[10][1])).error)).toBe(false);
  expect(isRetryable((await failure(CASES[8][1])).error)).toBe(false);
});
