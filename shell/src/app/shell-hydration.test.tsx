// A pre-rendered page (issue 11): the browser's first render reproduces the server's markup, so
// React hydrates it — the nodes the visitor already sees stay — and the area hydrates its slot.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { renderToHtml } from '@survey/shared/prerender';
import { createTestPlatform } from '@survey/shared/testing';
import { readPrerenderedArea } from '../area-host/prerendered-area';
import { liveManifest } from '../testing/live-manifest';
import { ShellApp } from './shell-app';

let arrive: (lifecycles: LifeCycles) => void;
jest.mock('../area-host/area-loader', () => ({
  loadArea: () => new Promise((resolve) => (arrive = resolve)),
  warmArea: () => Promise.resolve(),
  isAreaLoading: () => false,
}));

const SCREEN = { area: 'mf-campaigns', html: '<section><h1>靠谱的有偿问卷调查平台</h1><a href="/register">免费注册</a></section>' };

test('the header and the area screen stay the nodes the server sent, without a warning, and the area mounts its slot to hydrate it', async () => {
  const platform = createTestPlatform();
  const manifest = liveManifest();
  window.history.replaceState(null, '', '/');
  const server = renderToHtml(<ShellApp platform={platform} manifest={manifest} prerendered={{ ...SCREEN }} location="/" />);
  const container = document.createElement('div');
  container.innerHTML = server.html;
  document.body.append(container);
  const header = container.querySelector('[data-testid="site-header"]');
  const heading = container.querySelector('h1');
  expect(heading).toHaveTextContent('靠谱的有偿问卷调查平台');

  const problems = jest.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, <ShellApp platform={platform} manifest={manifest} prerendered={readPrerenderedArea(container)} />);
  });
  expect(problems).not.toHaveBeenCalled();
  expect(container.querySelector('[data-testid="site-header"]')).toBe(header);
  expect(container.querySelector('h1')).toBe(heading);

  const mount = jest.fn(() => Promise.resolve());
  await act(async () => arrive({ bootstrap: () => Promise.resolve(), mount, unmount: () => Promise.resolve() }));
  const slot = heading!.closest('.area-mount-mf-campaigns');
  expect(mount).toHaveBeenCalledWith(expect.objectContaining({ hydrate: true, domElement: slot, platform }));
  expect(container.querySelector('h1')).toBe(heading);
  expect(problems).not.toHaveBeenCalled();
});
