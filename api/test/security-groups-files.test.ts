/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
// Issue "Any member reads any discussion-group file": a download link is signed only for whom the object
// belongs to (its owner; for a discussion-group attachment, the members with a seat in its group, the
// host among them), and a removed attachment's object is deleted, so neither its key nor a link signed
// before the removal reads it any more.
import { Codes } from '../src/codes';
import { type Harness, start } from './helpers';
import { HOST, WANG, ZHANG, groupLogin, topicIdOf, uploadGroupFile } from './groups-helpers';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

let h: Harness;
let wang: string;
let zhang: string;
let host: string;
let outsider: string;
let topicId: number;
beforeAll(async () => {
  h = await start();
  [wang, zhang, host] = [await groupLogin(h, WANG), await groupLogin(h, ZHANG), await groupLogin(h, HOST)];
  outsider = (await h.loginDemo()).token;
  topicId = await topicIdOf(h, wang, '智能驾驶功能');
});
afterAll(async () => {
  await h?.close();
});

const sign = (key: string, token: string) => h.get(`/api/v1/oss/sign?url=${encodeURIComponent(key)}`, token);
const fetchFile = (url: string) => h.app.inject({ url });

/** A fresh attachment of Wang's on the topic (optionally in a response): its id and key. */
async function attachment(inResponse = false): Promise<{ id: number; key: string; responseId?: number }> {
  const key = await uploadGroupFile(h, wang, '.png', PNG, 'image/png');
  const { id } = (await h.post('/api/focus/attachment', { topicId, key }, wang)).data;
  if (!inResponse) return { id, key };
  const wrote = await h.post('/api/focusResponses', { topicId, content: `附图 ${key}`, attachmentIds: [id] }, wang);
  return { id, key, responseId: wrote.data.id };
}

/** Both refusals of a removed attachment: no new signature for anyone, and a link signed before reads nothing. */
async function expectGone(key: string, linkBefore: string) {
  for (const token of [wang, zhang, host])
    expect(await sign(key, token)).toMatchObject({ code: Codes.NOT_FOUND, message: '文件不存在', data: null });
  expect((await fetchFile(linkBefore)).statusCode).toBe(404);
}

test('a member without a seat in the group gets no signature for any of its files', async () => {
  const keys = (await h.db.sql.selectFrom('group_attachments').select('oss_key').where('group_id', '=', 1).execute()).map((r) => r.oss_key);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  const answers = await Promise.all(keys.map((key) => sign(key, outsider)));
  expect(answers.map((a) => ({ code: a.code, message: a.message, data: a.data }))).toEqual(
    keys.map(() => ({ code: Codes.NOT_FOUND, message: '文件不存在', data: null })),
  );
});

test('the owner, a seated participant and the host get a signature that downloads', async () => {
  const { key } = await attachment(true);
  for (const token of [wang, zhang, host]) {
    const signed = await sign(key, token);
    expect(signed.code).toBe(Codes.OK);
    const file = await fetchFile(signed.data.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
  }
  expect((await sign(key, outsider)).code).toBe(Codes.NOT_FOUND);
});

test('an upload not yet attached to the group is its owner’s alone', async () => {
  const key = await uploadGroupFile(h, wang, '.png', PNG, 'image/png');
  expect((await sign(key, wang)).code).toBe(Codes.OK);
  for (const token of [zhang, host, outsider]) expect((await sign(key, token)).code).toBe(Codes.NOT_FOUND);
});

test('a removed attachment signs for no one and a link signed before it was removed reads nothing', async () => {
  const { id, key } = await attachment();
  const before = (await sign(key, zhang)).data.url;
  expect((await fetchFile(before)).statusCode).toBe(200);
  expect((await h.post('/api/focus/attachment/remove', { id }, wang)).code).toBe(Codes.OK);
  await expectGone(key, before);
  // Its bytes left the store and its record the owner's quota.
  expect(await h.db.sql.selectFrom('oss_objects').select('key').where('key', '=', key).executeTakeFirst()).toBeUndefined();
});

test('deleting a response removes its attachments the same way', async () => {
  const { key, responseId } = await attachment(true);
  const { id } = (await h.get(`/api/focus/attachment?taskId=1&topicId=${topicId}`, host)).data.find(
    (a: any) => a.responseId === responseId,
  );
  const before = (await h.post('/api/focus/attachment/download', { id }, host)).data.url;
  expect((await fetchFile(before)).statusCode).toBe(200);
  expect((await h.post('/api/focusResponses/delete', { id: responseId }, wang)).code).toBe(Codes.OK);
  await expectGone(key, before);
});

test('an attachment left out when a response is edited is removed the same way', async () => {
  const { key, responseId } = await attachment(true);
  const before = (await sign(key, host)).data.url;
  expect((await h.post('/api/focusResponses/edit', { id: responseId, content: '不要附图了', attachmentIds: [] }, wang)).code).toBe(
    Codes.OK,
  );
  await expectGone(key, before);
});
