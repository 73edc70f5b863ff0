import { PAGE_MARKERS } from '@survey/shared';
import { createTestPlatform } from '@survey/shared/testing';
import { getBenefits } from '@survey/contract';
import { seedInlineAnswers } from './seed-answers';

const catalogue = { list: [], total: 2, page: 1, size: 12 };

function inline(json: string) {
  const script = document.createElement('script');
  script.id = PAGE_MARKERS.seededAnswersElementId;
  script.type = 'application/json';
  script.textContent = json;
  document.head.append(script);
}

afterEach(() => document.getElementById(PAGE_MARKERS.seededAnswersElementId)?.remove());

test('a hydrated page seeds the client with the answers it was drawn with: the screen’s GET asks nothing', async () => {
  inline(JSON.stringify([{ url: '/v3/benefits', params: { page: 1, size: 12 }, data: catalogue }]));
  const platform = createTestPlatform();
  expect(seedInlineAnswers(platform.http, true)).toBe(1);
  expect(document.getElementById(PAGE_MARKERS.seededAnswersElementId)).toBeNull();
  await expect(platform.http.get('/v3/benefits', { params: { page: 1, size: 12 } })).resolves.toEqual(catalogue);
  expect(platform.server.callsTo(getBenefits)).toHaveLength(0);
});

test('a page rendered anew (a member, a query) is not seeded: its screens ask the API', async () => {
  inline(JSON.stringify([{ url: '/v3/benefits', params: { page: 1, size: 12 }, data: catalogue }]));
  const platform = createTestPlatform();
  platform.server.respond(getBenefits, { ...catalogue, total: 5 });
  expect(seedInlineAnswers(platform.http, false)).toBe(0);
  expect(document.getElementById(PAGE_MARKERS.seededAnswersElementId)).toBeNull();
  await expect(platform.http.get('/v3/benefits', { params: { page: 1, size: 12 } })).resolves.toMatchObject({ total: 5 });
});

test('unreadable answers seed nothing', () => {
  inline('{not json');
  const platform = createTestPlatform();
  expect(seedInlineAnswers(platform.http, true)).toBe(0);
  expect(platform.http.hasSeeded()).toBe(false);
});
