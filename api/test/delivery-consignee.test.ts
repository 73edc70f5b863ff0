// The member's address book as 我的资料 manages it: several addresses, one default (the one the redeem
// flow pre-fills and a physical order ships to), added, changed, made default and deleted with the
// calls the redeem flow uses.
import { Codes } from '../src/codes';
import { member } from './exchange-helpers';
import { type Harness, start } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const address = { name: '张明', mobile: '13912345678', provinceId: 37, cityId: 3701, districtId: 370102, address: '泉城路 100 号' };
const list = async (token: string) =>
  ((await h.get('/api/v1/users/consignees', token)).data as { id: number; name: string; isDefault: boolean }[]).map((c) => [
    c.name,
    c.isDefault,
  ]);

test('the first address is the default; a second is kept beside it, and becomes the default when asked', async () => {
  const { token } = await member(h, 0);
  const first = (await h.post('/api/v1/users/consignee', address, token)).data;
  expect(first).toMatchObject({ id: expect.any(Number), isDefault: true, district: '历下区' });
  const second = (await h.post('/api/v1/users/consignee', { ...address, name: '李华' }, token)).data;
  expect(second).toMatchObject({ name: '李华', isDefault: false });
  expect(await list(token)).toEqual([
    ['张明', true],
    ['李华', false],
  ]);
  // The redeem flow pre-fills (and ships to) the default.
  expect((await h.get('/api/v1/users/exchange-info', token)).data.consignee).toMatchObject({ name: '张明' });

  expect((await h.post('/api/v1/users/consignee/default', { id: second.id }, token)).code).toBe(200);
  expect(await list(token)).toEqual([
    ['李华', true],
    ['张明', false],
  ]);
  expect((await h.get('/api/v1/users/consignee', token)).data).toMatchObject({ name: '李华' });

  // Checkout's 使用新地址 saves the one on screen as the default: the order goes where the member sees.
  await h.post('/api/v1/users/consignee', { ...address, name: '王芳', isDefault: true }, token);
  expect((await h.get('/api/v1/users/exchange-info', token)).data.consignee).toMatchObject({ name: '王芳', isDefault: true });

  // An edit changes that address only.
  expect((await h.post('/api/v1/users/consignee', { ...address, id: first.id, name: '张小明' }, token)).data).toMatchObject({
    id: first.id,
    name: '张小明',
    isDefault: false,
  });
  expect(await list(token)).toEqual([
    ['王芳', true],
    ['李华', false],
    ['张小明', false],
  ]);
});

test('deleting the default makes the newest other one the default; deleting the last leaves none', async () => {
  const { token } = await member(h, 0);
  const a = (await h.post('/api/v1/users/consignee', { ...address, name: '甲乙' }, token)).data;
  const b = (await h.post('/api/v1/users/consignee', { ...address, name: '丙丁' }, token)).data;
  expect((await h.post('/api/v1/users/consignee/delete', { id: a.id }, token)).code).toBe(200);
  expect(await list(token)).toEqual([['丙丁', true]]);
  expect((await h.post('/api/v1/users/consignee/delete', { id: b.id }, token)).code).toBe(200);
  expect(await list(token)).toEqual([]);
  expect((await h.get('/api/v1/users/consignee', token)).data).toBeNull();
  expect((await h.get('/api/v1/users/exchange-info', token)).data.consignee).toBeNull();
  // A retried delete of what is gone is no error.
  expect((await h.post('/api/v1/users/consignee/delete', { id: b.id }, token)).code).toBe(200);
});

test('another member’s address can be neither changed, made default nor deleted', async () => {
  const mine = (await member(h, 0)).token;
  const theirs = (await member(h, 0)).token;
  const other = (await h.post('/api/v1/users/consignee', { ...address, name: '王芳' }, theirs)).data;
  expect((await h.post('/api/v1/users/consignee', { ...address, id: other.id }, mine)).code).toBe(404);
  expect((await h.post('/api/v1/users/consignee/default', { id: other.id }, mine)).code).toBe(404);
  await h.post('/api/v1/users/consignee/delete', { id: other.id }, mine);
  expect(await list(theirs)).toEqual([['王芳', true]]);
  expect((await h.post('/api/v1/users/consignee/delete', { id: other.id })).code).toBe(401);
});

test('at most 20 addresses: the 21st is refused as bad input, with why, and not saved', async () => {
  const { token } = await member(h, 0);
  for (let i = 0; i < 20; i++) expect((await h.post('/api/v1/users/consignee', address, token)).code).toBe(200);
  const refused = await h.post('/api/v1/users/consignee', address, token);
  expect(refused.message).toBe('最多保存 20 个收货地址，请先删除不用的地址');
  expect(refused.code).toBe(Codes.INVALID_PARAMS);
  expect(await list(token)).toHaveLength(20);
});

test('saves at once keep one default and the limit: each change is one transaction under the member’s lock', async () => {
  const { token } = await member(h, 0);
  const made = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      h.post('/api/v1/users/consignee', { ...address, name: `同时${'一二三四五六'[i]}`, isDefault: true }, token),
    ),
  );
  expect(made.map((r) => r.code)).toEqual(Array(6).fill(200));
  expect((await list(token)).filter(([, isDefault]) => isDefault)).toHaveLength(1);

  for (let i = 6; i < 19; i++) await h.post('/api/v1/users/consignee', address, token);
  const last = await Promise.all([h.post('/api/v1/users/consignee', address, token), h.post('/api/v1/users/consignee', address, token)]);
  expect(last.map((r) => r.code).sort((a, b) => a - b)).toEqual([200, Codes.INVALID_PARAMS]);
  expect(await list(token)).toHaveLength(20);
});
