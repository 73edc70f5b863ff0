// The landing page and an info page as the site server draws them: their first render lists the
// public GET it draws, a second render draws the answer, and the browser's first render with the
// same answer seeded hydrates that markup without asking the API.
import { drawAndHydrate } from '@survey/shared/testing';
import { getBanners, getPage } from '@survey/contract';
import { sampleBanners, samplePage } from '../testing/fixtures';
import { area } from './area';
import { render } from './prerender';

const drawnAndHydrated = (pathname: string, data: unknown) => drawAndHydrate(area, render, pathname, data);

test('/ is drawn with its banners, and hydrates them without a mismatch or a request', async () => {
  const banners = sampleBanners();
  const { first, answers, container, errors, platform } = await drawnAndHydrated('/', banners);
  expect(first.html).not.toContain(banners[0].title);
  expect(answers.map(({ url }) => url)).toEqual(['/v1/banners']);
  expect(container.textContent).toContain('精彩活动');
  expect(container.textContent).toContain(banners[0].title);
  expect(errors).toEqual([]);
  expect(platform.server.callsTo(getBanners)).toHaveLength(0);
  container.remove();
});

test('/about is drawn with its title, and hydrates it without a mismatch or a request', async () => {
  const page = samplePage();
  const { answers, container, errors, platform } = await drawnAndHydrated('/about', page);
  expect(answers.map(({ url }) => url)).toEqual(['/v1/pages/about']);
  expect(container.querySelector('h1')?.textContent).toBe(page.title);
  expect(errors).toEqual([]);
  expect(platform.server.callsTo(getPage)).toHaveLength(0);
  container.remove();
});
