// The area's pre-render entry as the site server drives it: the catalogue's first render lists
// the public GET it draws, a second render draws the answer, and the browser's
// first render with the same answers seeded hydrates that markup without asking the API.
import { drawAndHydrate } from '@survey/shared/testing';
import { getBenefits } from '@survey/contract';
import { sampleBenefitPage } from '../testing/fixtures';
import { area } from './area';
import { render } from './prerender';

const drawnAndHydrated = (pathname: string, data: unknown) => drawAndHydrate(area, render, pathname, data);

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
