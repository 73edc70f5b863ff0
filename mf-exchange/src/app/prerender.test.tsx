// The area's pre-render entry as the site server drives it: the catalogue's first render lists
// the public GET it draws, a second render draws the answer, and the browser's
// first render with the same answers seeded hydrates that markup without asking the API.
import { drawAndHydrate } from '@survey/shared/testing';
import { getBenefit, getBenefits } from '@survey/contract';
import { sampleBenefitPage, sampleDetail } from '../testing/fixtures';
import { area } from './area';
import { render } from './prerender';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const drawnAndHydrated = (pathname: string, data: unknown, userAgent?: string) =>
  drawAndHydrate(area, render, pathname, data, { userAgent });

test('/exchange is drawn with the catalogue’s first page, and hydrates it without a mismatch or a request', async () => {
  const catalogue = sampleBenefitPage();
  const { first, answers, container, errors, platform } = await drawnAndHydrated('/exchange', catalogue);
  expect(first.html).not.toContain('data-testid="benefit-card"');
  expect(answers.map(({ url, params }) => ({ url, params }))).toEqual([{ url: '/v3/benefits', params: { page: 1, size: 12 } }]);
  expect(container.querySelectorAll('[data-testid="benefit-card"]')).toHaveLength(catalogue.list.length);
  expect(container.textContent).toContain(catalogue.list[0].name);
  expect(errors).toEqual([]);
  expect(platform.server.callsTo(getBenefits)).toHaveLength(0);
  container.remove();
});

// The 立即兑换 bar once moved in the markup on a phone (env.isMobile), so a phone's hydration
// of the server's page failed; its place is now a media query's.
test.each([
  ['a desktop', undefined],
  ['a phone', IPHONE],
])('/exchange/detail/7 is drawn with the product and hydrates it on %s without a mismatch or a request', async (_, userAgent) => {
  const detail = sampleDetail();
  const { answers, container, errors, platform } = await drawnAndHydrated('/exchange/detail/7', detail, userAgent);
  expect(platform.env.isMobile).toBe(userAgent !== undefined);
  expect(answers.map(({ url, params }) => ({ url, params }))).toEqual([{ url: '/v3/benefits/7', params: {} }]);
  expect(container.querySelector('h1')?.textContent).toBe(detail.name);
  expect(container.textContent).toContain('立即兑换');
  expect(errors).toEqual([]);
  expect(platform.server.callsTo(getBenefit)).toHaveLength(0);
  container.remove();
});
