// Malformed input against every call of the contract (`allCalls`, so new calls are covered as they are
// declared): first each declared field broken alone, then random junk. Never a 5xx; a field the schema
// refuses is a 1001 envelope (or 401 when an auth call has no token), raw calls answer a 4xx.
import { type CallDefinition, allCalls } from '@survey/contract';
import type { LightMyRequestResponse } from 'fastify';
import { Codes } from '../src/codes';
import { type Probe, probesOf } from './fuzz-inputs';
import { type Harness, enc, start } from './helpers';

/** Small deterministic PRNG (mulberry32) so a failure can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  return { next, int, pick };
}

const tally = { calls: 0, sent: 0, serverErrors: 0 };
const label = (c: CallDefinition) => `${c.method} ${c.path}`;

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await start();
  token = (await h.loginDemo()).token;
});
afterAll(async () => {
  console.log(`fuzz: ${tally.sent} requests over ${tally.calls} calls, ${tally.serverErrors} answered 5xx`);
  await h?.close();
});

async function send(probe: Probe, bearer?: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (probe.contentType) headers['content-type'] = probe.contentType;
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const res = await h.app.inject({ method: probe.method, url: probe.url, payload: probe.payload, headers });
  tally.sent++;
  if (res.statusCode >= 500) tally.serverErrors++;
  return res;
}

/** What is wrong with the answer to a malformed request, or null. */
function fault(call: CallDefinition, probe: Probe, res: LightMyRequestResponse, withToken: boolean): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}`;
  let envelope: { code?: unknown; message?: unknown } = {};
  try {
    envelope = JSON.parse(res.body);
  } catch {
    // The object store's own answers are XML.
  }
  // The upload and download answer like the object store: a plain 4xx.
  if (call.raw && res.statusCode >= 400 && res.statusCode < 500 && envelope.code === undefined) return null;
  if (typeof envelope.message !== 'string' || !envelope.message) return `no envelope message: ${res.body.slice(0, 120)}`;
  // A path that does not fit its parameter's schema names no route.
  if (probe.what.startsWith('param ') && res.statusCode === 404 && envelope.code === Codes.NOT_FOUND) return null;
  const expected: unknown[] = [
    probe.ignored ? Codes.OK : Codes.INVALID_PARAMS,
    ...(call.auth === true && !withToken ? [Codes.UNAUTHORIZED] : []),
  ];
  if (res.statusCode !== 200 || !expected.includes(envelope.code))
    return `HTTP ${res.statusCode} code ${String(envelope.code)} ${String(envelope.message)}`;
  return null;
}

describe('each field of each call, broken alone', () => {
  test.each(allCalls.map((call) => [label(call), call] as const))('%s', async (_label, call) => {
    const probes = probesOf(call);
    const faults: string[] = [];
    for (const probe of probes) {
      for (const bearer of call.auth ? [token, undefined] : [undefined]) {
        const res = await send(probe, bearer);
        const problem = fault(call, probe, res, Boolean(bearer));
        if (problem) faults.push(`${probe.what}${bearer ? ' (signed in)' : ''}: ${problem}`);
      }
    }
    tally.calls++;
    expect(probes.length).toBeGreaterThan(0);
    expect(faults).toEqual([]);
  });

  test('every call was probed and none answered a 5xx', () => {
    expect(tally.calls).toBe(allCalls.length);
    expect(tally.serverErrors).toBe(0);
  });
});

/** Every path of the contract, with its parameters filled by `fill`. */
const pathsOf = (method: CallDefinition['method'], fill: () => string) =>
  allCalls.filter((c) => c.method === method).map((c) => ({ call: c, url: () => `/api${c.path.replace(/:\w+|\*/g, fill)}` }));
/** Every field name any call declares, and two that attack prototypes. */
const KEYS = [
  ...new Set(
    allCalls.flatMap((c) =>
      [c.schemas.params, c.schemas.querystring, c.schemas.body].flatMap((s) =>
        Object.keys((s as { properties?: object } | undefined)?.properties ?? {}),
      ),
    ),
  ),
  '__proto__',
  'constructor',
];

test('600 random malformed requests over every path: no 5xx, server alive, members unchanged', async () => {
  {
    const r = prng(20261121);
    const members = await h.count('members');
    const rndString = () => {
      switch (r.int(8)) {
        case 0:
          return '';
        case 1:
          return 'x'.repeat(r.int(300_000));
        case 2:
          return Array.from({ length: r.int(40) }, () => String.fromCharCode(r.int(0xd7ff))).join('');
        case 3:
          return Buffer.from(Array.from({ length: 256 }, () => r.int(256))).toString('base64');
        case 4:
          return enc(r.pick(['abc', '1380013800', '13800138000x', '中文', '', '000000', '\u0000']).slice(0, 20) || 'a');
        case 5:
          return r.pick(['login', 'register', '13800138000', 'demo123456', 'Bearer', '%ZZ', '../../etc/passwd', '\\u0000']);
        case 6:
          return String(r.int(1e9));
        default:
          return '=='.repeat(r.int(10)) + 'A'.repeat(r.int(400));
      }
    };
    const rndValue = (depth = 0): unknown => {
      switch (r.int(depth > 2 ? 6 : 9)) {
        case 0:
          return null;
        case 1:
          return r.next() < 0.5;
        case 2:
          return r.pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 13800138000]);
        case 3:
        case 4:
        case 5:
          return rndString();
        case 6:
          return Array.from({ length: r.int(4) }, () => rndValue(depth + 1));
        default:
          return rndObject(depth + 1);
      }
    };
    const rndObject = (depth = 0): Record<string, unknown> => {
      const o: Record<string, unknown> = {};
      for (let i = r.int(6); i > 0; i--) o[r.next() < 0.85 ? r.pick(KEYS) : rndString().slice(0, 50)] = rndValue(depth);
      return o;
    };
    const rndHeaders = (): Record<string, string> => {
      const hdr: Record<string, string> = {};
      switch (r.int(6)) {
        case 0:
          hdr.authorization = `Bearer ${'a'.repeat(r.int(200))}`;
          break;
        case 1:
          hdr.authorization = `Bearer ${'0123456789abcdef'.repeat(4)}`;
          break;
        case 2:
          hdr.authorization = r.pick(['Bearer', 'Basic Zm9vOmJhcg==', 'bearer  ', 'Bearer null', 'Token x']);
          break;
        case 3:
          hdr.authorization = 'Bearer ' + 'Z'.repeat(8000);
          break;
        default:
          break;
      }
      if (r.next() < 0.2) hdr['x-forwarded-for'] = r.pick(['1.2.3.4', 'garbage', '::1, 2.2.2.2']);
      return hdr;
    };
    const rndBody = (): { payload: string | Buffer | undefined; type?: string } => {
      switch (r.int(10)) {
        case 0:
          return { payload: undefined };
        case 1:
          return {
            payload: r.pick([
              '{',
              '{"mobile":',
              'null',
              '[]',
              '"str"',
              '123',
              '{"a":1}}',
              '{"__proto__":{"x":1}}',
              '{"constructor":{"prototype":{"x":1}}}',
            ]),
            type: 'application/json',
          };
        case 2:
          return { payload: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x22, 0xc3, 0x28, 0x7d]), type: 'application/json' };
        case 3:
          return {
            payload: JSON.stringify(rndObject()),
            type: r.pick([
              'text/plain',
              'application/xml',
              'application/x-www-form-urlencoded',
              'multipart/form-data',
              'application/json; charset=utf-16',
              'image/png',
              'application/octet-stream',
            ]),
          };
        case 4:
          return { payload: 'mobile=13800138000&code=123456', type: 'application/x-www-form-urlencoded' };
        case 5:
          return { payload: JSON.stringify({ big: 'x'.repeat(300_000) }), type: 'application/json' };
        default:
          return { payload: JSON.stringify(r.next() < 0.1 ? rndValue() : rndObject()), type: 'application/json' };
      }
    };
    const rndQuery = () => {
      const parts: string[] = [];
      for (let i = r.int(5); i > 0; i--) {
        const k = r.pick(KEYS);
        const v = r.pick([
          encodeURIComponent(rndString().slice(0, 2000)),
          '%ZZ',
          '%E4%B8',
          '',
          '1',
          '-1',
          '99999999999',
          'qz8Kd1',
          '[]',
          '1&' + k + '=2',
        ]);
        parts.push(`${k}=${v}`);
      }
      return parts.length ? `?${parts.join('&')}` : '';
    };

    const rndSegment = () => encodeURIComponent(rndString().slice(0, 60)) || 'x';
    const posts = pathsOf('POST', rndSegment);
    const gets = pathsOf('GET', rndSegment);

    const statuses = new Map<number, number>();
    for (let i = 0; i < 600; i++) {
      const isPost = r.next() < 0.6;
      const target = r.pick(isPost ? posts : gets);
      const url = target.url() + (r.next() < 0.5 ? rndQuery() : '');
      const headers = rndHeaders();
      const b = isPost ? rndBody() : { payload: undefined };
      if (b.type) headers['content-type'] = b.type;
      const res = await h.app.inject({ method: isPost ? 'POST' : 'GET', url, headers, payload: b.payload });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      tally.sent++;
      if (res.statusCode >= 500) tally.serverErrors++;
      // The object store's upload and download answer with plain statuses; every other call with an envelope.
      const fine = target.call.raw && target.call.tag === 'oss' ? res.statusCode < 500 : [200, 404].includes(res.statusCode);
      if (!fine) throw new Error(`#${i} ${isPost ? 'POST' : 'GET'} ${url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      // A raw call answers as it is (the store's XML, a CSV file, the dev pages' HTML); its envelopes are JSON like the rest.
      if (target.call.raw && !String(res.headers['content-type']).startsWith('application/json')) continue;
      const json = JSON.parse(res.body);
      expect(typeof json.code).toBe('number');
      expect(typeof json.message).toBe('string');
    }
    expect(statuses.get(200)).toBeGreaterThan(300);
    expect(tally.serverErrors).toBe(0);
    expect(await h.count('members')).toBe(members);
    // still alive and working
    const ok = await h.post('/api/auth/password/login', { mobile: enc('13800138000'), password: 'demo123456' });
    expect(ok.code).toBe(Codes.OK);
  }
});
