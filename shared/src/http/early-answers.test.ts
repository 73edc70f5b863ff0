import { createTestPlatform, TEST_ACCOUNT } from '../testing';
import { EARLY_ANSWER_TTL_MS } from './early-answers';
import { getAccount, getBenefits, getGoldRecords, postCheckin } from '@survey/contract';

const benefits = (page = 1) => ({ list: [], total: 0, page, size: 12 });
const gold = (total: number) => ({ balance: 0, list: [], total, page: 1, size: 10 });

afterEach(() => {
  jest.useRealTimers();
});

describe('http.prefetch: the GET a screen is about to make', () => {
  test('the screen’s GET of the same URL and params takes the early answer: one request', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.respond(getBenefits, (request) => benefits(request.params.page));
    p.http.prefetch('/v3/benefits', { params: { page: 2, size: 12 } });
    // Parameters in another order are the same request.
    await expect(p.http.get('/v3/benefits', { params: { size: 12, page: 2 } })).resolves.toMatchObject({ page: 2 });
    expect(p.server.callsTo(getBenefits)).toHaveLength(1);
    // Taken once: the next GET asks the API.
    await p.http.get('/v3/benefits', { params: { page: 2, size: 12 } });
    expect(p.server.callsTo(getBenefits)).toHaveLength(2);
  });

  test('other params, or another member’s token, ask anew', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.respond(getBenefits, benefits());
    p.http.prefetch('/v3/benefits', { params: { page: 1 } });
    await p.http.get('/v3/benefits', { params: { page: 2 } });
    expect(p.server.callsTo(getBenefits)).toHaveLength(2);

    p.http.prefetch('/v3/benefits', { params: { page: 3 } });
    p.session.clearToken();
    await p.http.get('/v3/benefits', { params: { page: 3 } });
    expect(p.server.callsTo(getBenefits)).toHaveLength(4);
  });

  test('a failed early request shows nothing; the screen’s GET asks again and shows its own error', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.fail(getAccount, { code: 500, message: '服务繁忙' });
    p.http.prefetch('/v1/users/account');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(p.messages()).toEqual([]);
    await expect(p.http.get('/v1/users/account')).rejects.toThrow();
    expect(p.server.callsTo(getAccount)).toHaveLength(2);
    expect(p.messages()).toHaveLength(1);
  });

  test('a write drops every early answer: the balance after a check-in is asked anew', async () => {
    const p = createTestPlatform({ loggedIn: true });
    let balance = 12860;
    p.server.respond(getAccount, () => ({ ...TEST_ACCOUNT, gold: balance }));
    p.server.respond(postCheckin, () => {
      balance += 10;
      return { reward: 10, streak: 1, gold: balance };
    });
    p.http.prefetch('/v1/users/account');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await p.http.post('/v1/users/checkin');
    await expect(p.http.get('/v1/users/account')).resolves.toMatchObject({ gold: 12870 });
    expect(p.server.callsTo(getAccount)).toHaveLength(2);
  });

  test('an early answer nobody took within its time is not served', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const p = createTestPlatform({ loggedIn: true });
    p.server.respond(getGoldRecords, gold(1));
    p.http.prefetch('/v1/points');
    jest.setSystemTime(1_000_000 + EARLY_ANSWER_TTL_MS + 1);
    await p.http.get('/v1/points');
    expect(p.server.callsTo(getGoldRecords)).toHaveLength(2);
  });

  test('no loading overlay for the early request', async () => {
    const p = createTestPlatform({ loggedIn: true });
    p.server.respond(getGoldRecords, gold(1)).delay(getGoldRecords, 20);
    p.http.prefetch('/v1/points', { loading: true });
    expect(p.loading.getState().visible).toBe(false);
    await expect(p.http.get('/v1/points')).resolves.toEqual(gold(1));
  });
});
