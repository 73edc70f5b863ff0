// The site server's /api proxy in front of a stub API: bodies over the API's limits are refused here with
// the platform's answer, an unreachable API is answered without its address, and the API's own headers
// (Content-Type on an error envelope included) reach the browser.
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startSiteServer, type SiteServer } from '../src';
import { cleanupTmp, tmpDir } from './helpers';

const KB = 1024;
const MB = 1024 * KB;

let site: SiteServer;
let api: http.Server;
let registry: string;
const apiSeen: { url?: string; bytes: number; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  registry = path.join(tmpDir('api-proxy-'), 'registry');
  api = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      apiSeen.push({ url: req.url, bytes, headers: req.headers });
      if (req.url === '/api/v1/auth/invite/code') {
        // As the API answers a call without a session: an error envelope at HTTP 200, with its own headers.
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('x-request-id', 'req-7');
        res.setHeader('keep-alive', 'timeout=3');
        res.setHeader('x-hop', 'gone');
        res.setHeader('connection', 'keep-alive, x-hop');
        return res.end(JSON.stringify({ code: 401, message: '未登录或登录已过期', data: null }));
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 200, message: 'ok', data: { bytes } }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  site = await startSiteServer({ registry, port: 0, api: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
});

afterAll(async () => {
  await site.close();
  await new Promise((resolve) => api.close(resolve));
  cleanupTmp();
});

const jsonOf = (size: number) => JSON.stringify({ nickname: 'x'.repeat(size - 15) });

/** A body sent without a Content-Length (chunked). */
const chunked = (text: string) =>
  new ReadableStream({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      for (let i = 0; i < bytes.length; i += 64 * KB) controller.enqueue(bytes.slice(i, i + 64 * KB));
      controller.close();
    },
  });

async function post(url: string, body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const res = await fetch(`${site.url}${url}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

function uploadForm(fileBytes: number): FormData {
  const form = new FormData();
  for (const [name, value] of [
    ['key', 'avatar/1/a.png'],
    ['policy', 'p'],
    ['OSSAccessKeyId', 'k'],
    ['Signature', 's'],
  ])
    form.append(name, value);
  form.append('file', new Blob([Buffer.alloc(fileBytes, 1)], { type: 'image/png' }), 'a.png');
  return form;
}

test('JSON bodies over the API limit (300 KB, 1 MB, chunked) get the 1001 envelope, no address, and never reach the API', async () => {
  apiSeen.length = 0;
  for (const body of [jsonOf(300 * KB), jsonOf(MB), chunked(jsonOf(300 * KB))]) {
    const res = await post('/api/v1/account/profile', body);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(res.text)).toEqual({ code: 1001, message: '请求内容过大', data: null });
    expect(res.text).not.toContain('127.0.0.1');
    expect(res.text).not.toContain('http://');
  }
  expect(apiSeen).toEqual([]);
});

test('a JSON body at the limit goes through whole, with or without a length', async () => {
  apiSeen.length = 0;
  for (const body of [jsonOf(256 * KB), chunked(jsonOf(256 * KB))]) {
    const res = await post('/api/v1/account/profile', body);
    expect(JSON.parse(res.text)).toMatchObject({ code: 200, data: { bytes: 256 * KB } });
  }
  expect(apiSeen.map((s) => s.headers['content-length'])).toEqual([String(256 * KB), String(256 * KB)]);
});

test('uploads: a file within the API upload limit reaches it; a larger body is refused as the object store refuses it', async () => {
  apiSeen.length = 0;
  const ok = await post('/api/oss/upload', uploadForm(3 * MB), {});
  expect(JSON.parse(ok.text)).toMatchObject({ code: 200 });
  expect(apiSeen[0].bytes).toBeGreaterThan(3 * MB);

  const big = await post('/api/oss/upload', uploadForm(11 * MB), {});
  expect(big.status).toBe(413);
  expect(big.headers.get('content-type')).toMatch(/^application\/xml/);
  expect(big.text).toContain('<Code>EntityTooLarge</Code>');
  expect(apiSeen).toHaveLength(1);
  // The upload limit is the upload's only: a JSON call of that size is still refused.
  expect(JSON.parse((await post('/api/v1/oss/policy', jsonOf(3 * MB))).text)).toMatchObject({ code: 1001 });
});

test('an unreachable API answers the Chinese envelope without its address; the detail is logged on the server', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const logged: string[] = [];
  const other = await startSiteServer({ registry, port: 0, api: `http://127.0.0.1:${port}`, log: (line) => logged.push(line) });
  try {
    for (const init of [{}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }]) {
      const res = await fetch(`${other.url}/api/v1/member/info`, init);
      const text = await res.text();
      expect(res.status).toBe(502);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(text)).toEqual({ code: 502, message: '平台接口暂不可用，请稍后再试', data: null });
      expect(text).not.toMatch(/127\.0\.0\.1|http:\/\/|ECONNREFUSED/);
    }
    expect(logged.join('\n')).toContain(`http://127.0.0.1:${port}`);
  } finally {
    await other.close();
  }
});

test("the API's answer keeps every header it set (Content-Type on an error envelope); hop-by-hop ones stay behind", async () => {
  const res = await post('/api/v1/auth/invite/code', '{}');
  expect(JSON.parse(res.text)).toEqual({ code: 401, message: '未登录或登录已过期', data: null });
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(res.headers.get('x-request-id')).toBe('req-7');
  expect(res.headers.get('x-hop')).toBeNull();
  // The site server's own keep-alive, not the API's connection's.
  expect(res.headers.get('keep-alive')).not.toBe('timeout=3');
});

test("the API is told the browser's host (Host and X-Forwarded-Host), never its own address; a client's hop-by-hop headers stay here", async () => {
  apiSeen.length = 0;
  await post('/api/v1/auth/invite/code', '{}', { 'content-type': 'application/json', te: 'trailers', 'proxy-connection': 'keep-alive' });
  const { host } = new URL(site.url);
  expect(apiSeen[0].headers).toMatchObject({ host, 'x-forwarded-host': host, 'x-forwarded-proto': 'http' });
  expect(apiSeen[0].headers.te).toBeUndefined();
  expect(apiSeen[0].headers['proxy-connection']).toBeUndefined();
});
