// The header readies the areas it links to: the real loader and federation runtime, only the
// browser's script loading (and the preload.json fetch) faked.
import { init } from '@module-federation/enhanced/runtime';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter } from '@survey/shared/router';
import { PlatformProvider, type AreaRelease, type RemotesManifest } from '@survey/shared';
import { createTestPlatform } from '@survey/shared/testing';
import { theme } from '@survey/shared/theme';
import { Header } from '../layout/header';
import { liveManifest, testRelease } from '../testing/live-manifest';
import { fakeAreaLifecycles, serveScripts, type ScriptNetwork } from '../testing/script-network';
import { loadArea } from './area-loader';
import { getMessagesNew, getMessagesScreen } from '@survey/contract';

init({ name: 'shell', remotes: [] });

let network: ScriptNetwork;
let site = 0;

beforeEach(() => {
  network = serveScripts();
  site += 1;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // A retried area is registered again (force), which the federation runtime warns about.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  network.stop();
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
  jest.restoreAllMocks();
});

const ROUTES: Record<string, AreaRelease['routes']> = {
  campaigns: [{ path: '/', name: 'index', title: '首页', public: true }],
  auth: [{ path: '/login', name: 'login', title: '登录', public: true }],
  home: [{ path: '/home', name: 'home', title: '我的主页' }],
  tasks: [{ path: '/task', name: 'task', title: '任务大厅' }],
  exchange: [{ path: '/exchange', name: 'exchange', title: '兑换中心', public: true }],
};

/** The five areas behind the header's links, named anew for each test (the loader caches per area). */
function manifest(): RemotesManifest {
  return liveManifest({ areas: Object.entries(ROUTES).map(([short, routes]) => testRelease(`mf-${short}${site}`, routes, '1.0.0')) });
}

const release = (live: RemotesManifest, short: string) => live.areas.find((area) => area.area === `mf-${short}${site}`)!;

/** Serves an area's entry as built; its `./app` records the pages it was asked to preload. */
function serve(rel: AreaRelease) {
  const preloaded: string[] = [];
  const app = { ...fakeAreaLifecycles(rel.area), preload: async (pathname: string) => void preloaded.push(pathname) };
  network.serve(new URL(rel.entry, window.location.href).pathname, {
    kind: 'remote-entry',
    globalName: rel.federationName,
    integrity: rel.integrity,
    app,
  });
  return preloaded;
}

function renderHeader(live: RemotesManifest, path: string, loggedIn: boolean) {
  const platform = createTestPlatform({ loggedIn });
  platform.server.respond(getMessagesNew, false);
  platform.server.respond(getMessagesScreen, null);
  return render(
    <ThemeProvider theme={theme}>
      <PlatformProvider platform={platform}>
        <MemoryRouter initialEntries={[path]}>
          <Header platform={platform} manifest={live} landing={false} />
        </MemoryRouter>
      </PlatformProvider>
    </ThemeProvider>,
  );
}

const prefetched = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map((link) => ({
    path: new URL(link.href).pathname,
    integrity: link.getAttribute('integrity'),
  }));

test('signed in: once the page is idle the areas behind the header links load, each once, with its hash and the linked page', async () => {
  const live = manifest();
  const exchange = release(live, 'exchange');
  const tasks = release(live, 'tasks');
  const exchangePreloaded = serve(exchange);
  const tasksPreloaded = serve(tasks);
  serve(release(live, 'home'));
  renderHeader(live, '/home', true);

  await waitFor(() => expect(exchangePreloaded).toEqual(['/exchange']));
  expect(tasksPreloaded).toEqual(['/task']);
  expect(network.integrityOf.get(exchange.entry)).toBe(exchange.integrity);
  // Pointing at the link afterwards asks for nothing again.
  fireEvent.pointerEnter(screen.getByRole('link', { name: '兑换' }));
  expect(network.requested.filter((path) => path === exchange.entry)).toHaveLength(1);
  expect(network.requested).not.toContain(release(live, 'auth').entry);
});

test('a linked area that fails to load is harmless: the header stays, and the real visit loads it later', async () => {
  const live = manifest();
  const exchange = release(live, 'exchange');
  serve(release(live, 'tasks'));
  serve(release(live, 'home'));
  renderHeader(live, '/home', true);

  await waitFor(() => expect(network.requested).toContain(exchange.entry));
  await waitFor(() => expect(console.error).toHaveBeenCalledWith(expect.stringContaining(exchange.area), expect.anything()));
  expect(screen.getByRole('link', { name: '兑换' })).toBeVisible();
  // The failure was not kept: once the entry is there, following the link loads the area.
  const preloaded = serve(exchange);
  await expect(loadArea(exchange, '/exchange')).resolves.toMatchObject({ mount: expect.any(Function) });
  expect(preloaded).toEqual(['/exchange']);
});

test('a visitor: at idle no area code runs; the public linked pages’ files are prefetched into the cache, members-only ones not', async () => {
  const live = manifest();
  const exchange = release(live, 'exchange');
  const hints = { app: { files: ['app.1.js'] }, screens: { exchange: { files: ['484.2.js'] }, other: { files: ['9.3.js'] } } };
  const fetchHints = jest.fn(async (url: URL) => ({ ok: true, json: async () => (url.pathname.includes(exchange.area) ? hints : {}) }));
  Object.assign(window, { fetch: fetchHints });
  renderHeader(live, '/', false);

  await waitFor(() => expect(prefetched()).toContainEqual({ path: `/areas/${exchange.area}/1.0.0/484.2.js`, integrity: null }));
  expect(prefetched()).toEqual(
    expect.arrayContaining([
      { path: exchange.entry, integrity: exchange.integrity },
      { path: `/areas/${exchange.area}/1.0.0/app.1.js`, integrity: null },
      { path: release(live, 'auth').entry, integrity: release(live, 'auth').integrity },
    ]),
  );
  expect(prefetched().map((link) => link.path)).not.toContain(`/areas/${exchange.area}/1.0.0/9.3.js`);
  expect(prefetched().some((link) => link.path.includes(release(live, 'tasks').area))).toBe(false);
  expect(network.requested).toEqual([]);
});

test('a visitor pointing at a link gets that area loaded at once, with the linked page', async () => {
  const live = manifest();
  const preloaded = serve(release(live, 'exchange'));
  Object.assign(window, { fetch: jest.fn(async () => ({ ok: false })) });
  renderHeader(live, '/', false);

  fireEvent.pointerEnter(screen.getByRole('link', { name: '兑换' }));
  await waitFor(() => expect(preloaded).toEqual(['/exchange']));
  expect(network.requested).toEqual([release(live, 'exchange').entry]);
});
