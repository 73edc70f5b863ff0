import { Type } from '@sinclair/typebox';
import { defineCall as declare, getAccount as accountContract } from '@survey/contract';
import { createTestPlatform, reply, TEST_ACCOUNT } from '../testing';
import { bindCall } from './bind-call';
import { fillPath } from './path-template';

// Calls of the shapes the areas use, declared here as the contract declares them.
const pollContract = declare({
  method: 'GET',
  path: '/v1/polls/:id',
  summary: '',
  tag: 'test',
  auth: true,
  schemas: {
    params: Type.Object({ id: Type.Integer() }),
    querystring: Type.Object({ preview: Type.Optional(Type.Boolean()) }),
    response: Type.Object({ id: Type.Integer(), title: Type.String() }),
  },
});
const allowContract = declare({
  method: 'POST',
  path: '/v1/benefits/allow/:id',
  summary: '',
  tag: 'test',
  auth: true,
  otherCodes: { 5629: Type.Object({ reason: Type.String() }) },
  schemas: { params: Type.Object({ id: Type.Integer() }), body: Type.Object({ note: Type.String() }), response: Type.Boolean() },
});

const getPoll = bindCall<typeof pollContract>(pollContract.method, pollContract.path);
const getAccount = bindCall<typeof accountContract>('GET', '/v1/users/account');
const allowBenefit = bindCall<typeof allowContract>(allowContract.method, allowContract.path, {
  prepare: (body) => ({ ...body, note: `enc(${body.note})` }),
});

test('a GET call fills its path template and sends the rest as the query', async () => {
  const p = createTestPlatform({ loggedIn: true });
  p.server.respond(pollContract, (req) => ({ id: req.pathParams.id, title: String(req.params.preview) }));
  await expect(getPoll(p.http, { id: 3, preview: true })).resolves.toEqual({ id: 3, title: 'true' });
  expect(p.server.calls[0].params).toEqual({ preview: true });
});

test('a call without input needs no argument', async () => {
  const p = createTestPlatform({ loggedIn: true });
  p.server.respond(accountContract, { ...TEST_ACCOUNT, nickname: '小王' });
  await expect(getAccount(p.http)).resolves.toMatchObject({ nickname: '小王' });
});

test('a POST call prepares (encrypts) the body in the call and posts what is left after the path', async () => {
  const p = createTestPlatform({ loggedIn: true });
  p.server.respond(allowContract, (req) => req.body.note === 'enc(好)', { pathParams: { id: 5 } });
  await expect(allowBenefit(p.http, { id: 5, note: '好' })).resolves.toBe(true);
  expect(p.server.callsTo(allowContract)[0].body).toEqual({ note: 'enc(好)' });
});

test('envelope() gives the caller the other normal codes', async () => {
  const p = createTestPlatform({ loggedIn: true });
  p.server.respond(allowContract, reply({ reason: 'x' }, { code: 5629, message: '今日已签到' }), { pathParams: { id: 5 } });
  await expect(allowBenefit.envelope(p.http, { id: 5, note: 'a' })).resolves.toMatchObject({ code: 5629, data: { reason: 'x' } });
});

test('download() resolves the blob', async () => {
  const p = createTestPlatform({ loggedIn: true });
  const file = new Blob(['x']);
  p.server.respond(pollContract, file);
  await expect(getPoll.download(p.http, { id: 1 })).resolves.toBe(file);
});

test('prefetch() starts the GET the call will make with the same input, and never throws', async () => {
  const p = createTestPlatform({ loggedIn: true });
  p.server.respond(pollContract, { id: 3, title: 'x' });
  getPoll.prefetch(p.http, { id: 3, preview: true });
  await expect(getPoll(p.http, { id: 3, preview: true })).resolves.toEqual({ id: 3, title: 'x' });
  expect(p.server.callsTo(pollContract)).toHaveLength(1);
  // @ts-expect-error id is required: the screen's own call reports it, the prefetch stays quiet
  expect(() => getPoll.prefetch(p.http, {})).not.toThrow();
  // @ts-expect-error only GET calls prefetch
  expect(() => allowBenefit.prefetch(p.http, { id: 1, note: '' })).toThrow();
});

test('method and path are checked against the contract at compile time', () => {
  // @ts-expect-error the contract says GET /v1/users/account
  bindCall<typeof accountContract>('POST', '/v1/users/account');
  // @ts-expect-error a path the contract does not have
  bindCall<typeof accountContract>('GET', '/v1/users/acount');
  // @ts-expect-error id is required by the contract
  expect(() => getPoll(createTestPlatform().http, {})).toThrow('Missing path parameter "id"');
});

test('fillPath encodes values, keeps non-object bodies and rejects missing parameters', () => {
  expect(fillPath('/bbs/:id/topic/:topicId', { id: 'a b', topicId: 2, x: 1 })).toEqual({ url: '/bbs/a%20b/topic/2', rest: { x: 1 } });
  const form = new FormData();
  expect(fillPath('/focus/attachment', form).rest).toBe(form);
  expect(() => fillPath('/v1/polls/:id', {})).toThrow('Missing path parameter "id"');
});
