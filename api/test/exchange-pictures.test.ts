/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
// The demo catalogue's pictures: each of the ten goods its own drawing, in the list and the gallery.
import { type Harness, start } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

test('the ten demo goods have ten distinct pictures, each small, its gallery opening with it', async () => {
  const list: any[] = (await h.get('/api/v3/benefits?size=100')).data.list;
  expect(list).toHaveLength(10);
  const images = list.map((b) => b.image as string);
  expect(images.every((i) => i.startsWith('data:image/svg+xml'))).toBe(true);
  expect(new Set(images).size).toBe(10);
  for (const b of list) {
    expect(decodeURIComponent(b.image).length).toBeLessThan(3000);
    const detail = (await h.get(`/api/v3/benefits/${b.id}`)).data;
    expect(detail.images).toHaveLength(2);
    expect(detail.images[0]).toBe(b.image);
  }
  const jd = decodeURIComponent(list.find((b) => b.name === '京东E卡 50元').image);
  expect(jd).toContain('京东E卡 50元');
  expect(jd).toContain('¥50');
});
