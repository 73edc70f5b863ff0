// A pre-rendered page as the site server and the browser make it, for an area's pre-render tests:
// the first render lists the public GETs it draws, a second render draws `data` as their answer, and
// the browser's first render with the same answers seeded hydrates that markup (recording any
// mismatch) — a screen that drew its data asks the API nothing.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { AreaRoot } from '../area-runtime/area-root';
import type { AreaDefinition } from '../area-runtime/define-area';
import type { AreaPrerenderInput, AreaPrerendered } from '../prerender';
import { createTestPlatform, type TestPlatformOptions } from './create-test-platform';

export async function drawAndHydrate(
  area: AreaDefinition,
  render: (input: AreaPrerenderInput) => Promise<AreaPrerendered>,
  pathname: string,
  data: unknown,
  /** The browser's (a phone's user agent, say); the server draws for no device in particular. */
  browser: TestPlatformOptions = {},
) {
  // The browser's platform, with the site config the server draws with.
  const platform = createTestPlatform(browser);
  const first = await render({ pathname, site: platform.site });
  const answers = (first.wanted ?? []).map((wanted) => ({ ...wanted, data }));
  const drawn = await render({ pathname, site: platform.site, answers });

  window.history.replaceState(null, '', pathname);
  const container = document.createElement('div');
  container.innerHTML = drawn.html;
  document.body.append(container);
  platform.http.seed(answers);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <AreaRoot definition={area} platform={platform} />, { onRecoverableError: (error) => errors.push(error) });
  });
  return { first, answers, container, errors, platform };
}
