// A pre-rendered page: the browser's first render reproduces the server's markup, so
// React hydrates it — the nodes the visitor already sees stay — and the area hydrates its slot.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { renderToHtml } from '@survey/shared/prerender';
import { createTestPlatform } from '@survey/shared/testing';
import { readPrerenderedArea } from '../area-host/prerendered-area';
import { liveManifest } from '../testing/live-manifest';
import { ShellApp } from './shell-app';

let arrive: (lifecycles: LifeCycles & { version: string }) => void;
jest.mock('../area-host/area-loader', () => ({
  loadArea: () => new Promise((resolve) => (arrive = resolve)),
  warmArea: () => Promise.resolve(),
  isAreaLoading: () => false,
  loadedArea: () => undefined,
}));

// The header prefetches its links' areas once the page is idle; here nothing answers.
beforeAll(() => {
  window.fetch = jest.fn(() => Promise.resolve({ ok: false } as Response));
});

const SCREEN = { area: 'mf-campaigns', html: '<section><h1>靠谱的有偿问卷调查平台</h1><a href="/register">免费注册</a></section>' };

/** Renders `/` as the server does, puts it in the document and hydrates it as the browser does. */
async function hydratePage() {
  const platform = createTestPlatform();
  const manifest = liveManifest();
  window.history.replaceState(null, '', '/');
  const server = renderToHtml(<ShellApp platform={platform} manifest={manifest} prerendered={{ ...SCREEN }} location="/" />);
  const container = document.createElement('div');
  container.innerHTML = server.html;
  document.body.append(container);
  const sent = { header: container.querySelector('[data-testid="site-header"]'), heading: container.querySelector('h1') };
  await act(async () => {
    hydrateRoot(container, <ShellApp platform={platform} manifest={manifest} prerendered={readPrerenderedArea(container)} />);
  });
  return { platform, manifest, container, sent };
}

const lifecycles = (version: string) => ({
  bootstrap: () => Promise.resolve(),
  mount: jest.fn(() => Promise.resolve()),
  unmount: () => Promise.resolve(),
  version,
});

test('the header and the area screen stay the nodes the server sent, without a warning, and the area mounts its slot to hydrate it', async () => {
  const problems = jest.spyOn(console, 'error');
  const { platform, manifest, container, sent } = await hydratePage();
  expect(sent.heading).toHaveTextContent('靠谱的有偿问卷调查平台');
  expect(problems).not.toHaveBeenCalled();
  expect(container.querySelector('[data-testid="site-header"]')).toBe(sent.header);
  expect(container.querySelector('h1')).toBe(sent.heading);

  const live = lifecycles(manifest.areas.find((release) => release.area === 'mf-campaigns')!.version);
  await act(async () => arrive(live));
  expect(live.mount).toHaveBeenCalledWith(
    expect.objectContaining({ hydrate: true, domElement: sent.heading!.closest('.area-mount-mf-campaigns'), platform }),
  );
  expect(container.querySelector('h1')).toBe(sent.heading);
  expect(problems).not.toHaveBeenCalled();
});

test('when the live version fails and its fallback loads, the fallback renders over the markup instead of hydrating it', async () => {
  const { container } = await hydratePage();
  const fallback = lifecycles('older');
  await act(async () => arrive(fallback));
  expect(fallback.mount).toHaveBeenCalledWith(
    expect.objectContaining({ hydrate: false, domElement: container.querySelector('.area-mount-mf-campaigns') }),
  );
});
