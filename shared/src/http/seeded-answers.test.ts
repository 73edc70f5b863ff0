import { getBanners, getBenefits, postCheckin } from '@survey/contract';
import { createTestPlatform } from '../testing';
import { readSeededAnswers, SEEDED_ANSWER_TTL_MS } from './seeded-answers';

const page = (n: number) => ({ list: [], total: n, page: n, size: 12 });

afterEach(() => {
  jest.useRealTimers();
});

describe('http.seed / takeSeeded: answers a pre-rendered page brought', () => {
  test('a seeded GET is answered synchronously, once, by URL and params in any order; the next asks the API', async () => {
    const p = createTestPlatform();
    p.server.respond(getBenefits, (request) => page(Number(request.params.page)));
    p.http.seed([{ url: '/v3/benefits', params: { page: 1, size: 12 }, data: page(1) }]);
    expect(p.http.hasSeeded()).toBe(true);
    expect(p.http.takeSeeded('/v3/benefits', { params: { size: 12, page: 1 } })).toEqual({ data: page(1) });
    // Consumed: nothing waits any more, and the same GET now goes to the API.
    expect(p.http.hasSeeded()).toBe(false);
    expect(p.http.takeSeeded('/v3/benefits', { params: { page: 1, size: 12 } })).toBeNull();
    await p.http.get('/v3/benefits', { params: { page: 1, size: 12 } });
    expect(p.server.callsTo(getBenefits)).toHaveLength(1);
  });

  test('other params are another request: not answered from the seed', () => {
    const p = createTestPlatform();
    p.http.seed([{ url: '/v3/benefits', params: { page: 1, size: 12 }, data: page(1) }]);
    expect(p.http.takeSeeded('/v3/benefits', { params: { page: 2, size: 12 } })).toBeNull();
    expect(p.http.takeSeeded('/v3/benefits')).toBeNull();
    expect(p.http.hasSeeded()).toBe(true);
  });

  test('a get and a prefetch of a seeded request send nothing; the get resolves with the seed', async () => {
    const p = createTestPlatform();
    p.server.respond(getBanners, [{ id: 9, title: 'API', subtitle: '', image: '', link: '' }]);
    const seeded = [{ id: 1, title: '页面带来的', subtitle: '', image: '', link: '' }];
    p.http.seed([{ url: '/v1/banners', data: seeded }]);
    p.http.prefetch('/v1/banners');
    await expect(p.http.get('/v1/banners')).resolves.toEqual(seeded);
    expect(p.server.callsTo(getBanners)).toHaveLength(0);
  });

  test(`seeds expire after ${SEEDED_ANSWER_TTL_MS / 1000} s: a later visit asks the API`, async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const p = createTestPlatform();
    p.server.respond(getBanners, []);
    p.http.seed([{ url: '/v1/banners', data: [{ id: 1 }] }]);
    jest.setSystemTime(1_000_000 + SEEDED_ANSWER_TTL_MS + 1);
    expect(p.http.hasSeeded()).toBe(false);
    expect(p.http.takeSeeded('/v1/banners')).toBeNull();
    jest.useRealTimers();
    await p.http.get('/v1/banners');
    expect(p.server.callsTo(getBanners)).toHaveLength(1);
  });

  test('a write drops every seed: what it changed is asked anew', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.respond(postCheckin, { gold: 5, streak: 1, reward: 10 });
    p.http.seed([{ url: '/v1/banners', data: [] }]);
    await p.http.post('/v1/users/checkin');
    expect(p.http.hasSeeded()).toBe(false);
  });

  test('seeds are a visitor’s: after signing in, the same GET is not answered from them', () => {
    const p = createTestPlatform();
    p.http.seed([{ url: '/v1/banners', data: [] }]);
    p.session.setTokens({ token: 'member-token', refreshToken: 'r', expired: Date.now() + 60_000 });
    expect(p.http.takeSeeded('/v1/banners')).toBeNull();
  });
});

test('inlined answers are read defensively: malformed entries are dropped', () => {
  expect(readSeededAnswers(null)).toEqual([]);
  expect(readSeededAnswers({ url: '/v1/banners' })).toEqual([]);
  expect(
    readSeededAnswers([{ url: '/v1/banners', data: [] }, { url: 5, data: 1 }, { url: '/v1/x' }, { url: '/v1/y', params: 3, data: 1 }]),
  ).toEqual([{ url: '/v1/banners', data: [] }]);
});
