// A navigation starts the first GETs of the page it leads to when that page's area is loaded:
// the real loader and federation runtime, only the browser's script loading faked.
import { init } from '@module-federation/enhanced/runtime';
import { renderHook } from '@testing-library/react';
import type { AreaRelease } from '@survey/shared';
import { createTestPlatform } from '@survey/shared/testing';
import { liveManifest, testRelease } from '../testing/live-manifest';
import { fakeAreaLifecycles, serveScripts, type ScriptNetwork } from '../testing/script-network';
import { loadArea } from './area-loader';
import { useNavigationPrefetch } from './use-navigation-prefetch';

init({ name: 'shell', remotes: [] });

let network: ScriptNetwork;
beforeEach(() => {
  network = serveScripts();
});
afterEach(() => {
  network.stop();
  window.history.replaceState(null, '', '/');
});

const exchange = testRelease('mf-nav-exchange', [{ path: '/exchange', name: 'exchange', title: '兑换中心', public: true }]);
const home = testRelease('mf-nav-home', [{ path: '/home', name: 'home', title: '我的主页' }]);
const tasks = testRelease('mf-nav-tasks', [{ path: '/task', name: 'task', title: '任务大厅' }]);
const live = liveManifest({ areas: [exchange, home, tasks] });

/** Serves the area's entry; its `./app` records what it was asked to prefetch. */
function serve(release: AreaRelease) {
  const prefetch = jest.fn();
  const app = { ...fakeAreaLifecycles(release.area), prefetch };
  network.serve(release.entry, { kind: 'remote-entry', globalName: release.federationName, integrity: release.integrity, app });
  return prefetch;
}

function navigate(url: string) {
  window.history.pushState(null, '', url);
  // What single-spa's history patch does after every pushState.
  window.dispatchEvent(new PopStateEvent('popstate'));
}

test('a navigation to a loaded area’s page starts its prefetch at once, with the address and the platform', async () => {
  const exchangePrefetch = serve(exchange);
  const homePrefetch = serve(home);
  await loadArea(exchange, '/exchange');
  await loadArea(home, '/home');
  const platform = createTestPlatform();
  renderHook(() => useNavigationPrefetch(platform, live));

  navigate('/exchange?type=2');
  expect(exchangePrefetch).toHaveBeenCalledTimes(1);
  expect(exchangePrefetch.mock.calls[0][0]).toMatchObject({ pathname: '/exchange', search: '?type=2' });
  expect(exchangePrefetch.mock.calls[0][1]).toBe(platform);

  // Only the query changes: the mounted screen asks what depends on it, nothing starts ahead.
  navigate('/exchange?type=3');
  expect(exchangePrefetch).toHaveBeenCalledTimes(1);

  // Members-only for a visitor: the guard sends them to /login, so nothing is asked.
  navigate('/home');
  expect(homePrefetch).not.toHaveBeenCalled();
});

test('an area whose code is not in yet is left to its mount (nothing loads early, nothing throws)', () => {
  serve(tasks);
  renderHook(() => useNavigationPrefetch(createTestPlatform({ loggedIn: true }), live));
  navigate('/task');
  expect(network.requested).toEqual([]);
});
