import { createTestPlatform } from '../testing';
import { defineDownload, defineGet, definePost } from './define-request';
import { fillPath } from './path-template';

interface Poll {
  id: number;
  title: string;
}

const getPoll = defineGet<{ id: number; preview?: boolean }, Poll>('/v1/polls/:id');
const listBanners = defineGet<void, string[]>('/v1/banners');
const allowBenefit = definePost<{ id: number; note: string }, boolean>('/v1/benefits/allow/:id');
const downloadMembers = defineDownload<{ taskId: number }>('/focusMembers/download');

test('spec §7: defineGet fills path templates and sends the rest as query', async () => {
  const p = createTestPlatform({ loggedIn: true });
  p.server.respond('GET', '/v1/polls/:id', (req) => ({ id: Number(req.pathParams.id), title: String(req.params.preview) }));
  p.server.respond('GET', '/v1/banners', ['a']);
  await expect(getPoll(p.http, { id: 3, preview: true })).resolves.toEqual({ id: 3, title: 'true' });
  expect(p.server.calls[0].params).toEqual({ preview: true });
  await expect(listBanners(p.http)).resolves.toEqual(['a']);
});

test('spec §7: definePost fills the path from the body and posts the remaining fields', async () => {
  const p = createTestPlatform({ loggedIn: true });
  p.server.respond('POST', '/v1/benefits/allow/5', (req) => req.body);
  await expect(allowBenefit(p.http, { id: 5, note: '好' })).resolves.toEqual({ note: '好' });
});

test('spec §7: defineDownload resolves the blob', async () => {
  const p = createTestPlatform({ loggedIn: true });
  const file = new Blob(['x']);
  p.server.respond('GET', '/focusMembers/download', file);
  await expect(downloadMembers(p.http, { taskId: 1 })).resolves.toBe(file);
});

test('fillPath encodes values, keeps non-object bodies and rejects missing parameters', () => {
  expect(fillPath('/bbs/:id/topic/:topicId', { id: 'a b', topicId: 2, x: 1 })).toEqual({ url: '/bbs/a%20b/topic/2', rest: { x: 1 } });
  const form = new FormData();
  expect(fillPath('/focus/attachment', form).rest).toBe(form);
  expect(() => fillPath('/v1/polls/:id', {})).toThrow('Missing path parameter "id"');
});
