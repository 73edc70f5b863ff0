// The member's delivery address as 我的资料 manages it: saved, changed and deleted with the calls the
// redeem flow uses, the redeem's pre-fill following each change.
import { type Harness, start } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const address = { name: '张明', mobile: '13912345678', provinceId: 37, cityId: 3701, districtId: 370102, address: '泉城路 100 号' };

test('a saved address is deleted by POST /v1/users/consignee/delete; the redeem pre-fill has none after it', async () => {
  const { token } = await h.loginDemo('13900139000');
  expect((await h.post('/api/v1/users/consignee', address, token)).code).toBe(200);
  expect((await h.get('/api/v1/users/consignee', token)).data).toMatchObject({ name: '张明', district: '历下区' });

  const deleted = await h.post('/api/v1/users/consignee/delete', {}, token);
  expect([deleted.code, deleted.data]).toEqual([200, null]);
  expect((await h.get('/api/v1/users/consignee', token)).data).toBeNull();
  expect((await h.get('/api/v1/users/exchange-info', token)).data.consignee).toBeNull();
  // Nothing left to delete is no error (a retried press).
  expect((await h.post('/api/v1/users/consignee/delete', {}, token)).code).toBe(200);
  // A new one can be saved again.
  expect((await h.post('/api/v1/users/consignee', { ...address, name: '李华' }, token)).data).toMatchObject({ name: '李华' });
});

test('deleting is the member’s own: another member’s address stays', async () => {
  const mine = (await h.loginDemo('13900139001')).token;
  const theirs = (await h.loginDemo('13900139002')).token;
  await h.post('/api/v1/users/consignee', address, mine);
  await h.post('/api/v1/users/consignee', { ...address, name: '王芳' }, theirs);
  await h.post('/api/v1/users/consignee/delete', {}, mine);
  expect((await h.get('/api/v1/users/consignee', theirs)).data).toMatchObject({ name: '王芳' });
  expect((await h.post('/api/v1/users/consignee/delete', {})).code).toBe(401);
});
