// The real loader and Module Federation runtime; only the browser's script loading is faked.
import { init } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { PLATFORM_API_VERSION, type AreaRelease } from '@survey/shared';
import { createTestPlatform } from '@survey/shared/testing';
import { theme } from '@survey/shared/theme';
import { fakeAreaLifecycles, serveScripts, type ScriptNetwork } from '../testing/script-network';
import { entryPath, testAreaRelease } from '../testing/test-area-release';
import { AreaHost } from './area-host';
import { loadArea, setReleaseRecheck } from './area-loader';
import { areaStatus } from './area-status';

// The host's federation runtime, as the shell's webpack build creates it at boot.
init({ name: 'shell', remotes: [] });

let network: ScriptNetwork;

beforeEach(() => {
  network = serveScripts();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  network.stop();
  jest.restoreAllMocks();
});

const release = testAreaRelease;

/** Serves a version's entry as built; `integrity` overrides the hash of the bytes served. */
function serve(rel: AreaRelease, version: string, integrity = `sha384-${rel.area}-${version}`) {
  network.serve(entryPath(rel.area, version), {
    kind: 'remote-entry',
    globalName: rel.federationName,
    integrity,
    app: fakeAreaLifecycles(`${rel.area} ${version}`),
  });
}

const attempts = (rel: AreaRelease) =>
  (areaStatus.getSnapshot().get(rel.area) ?? []).map(({ version, source, ok }) => ({ version, source, ok }));
const mount = (rel: AreaRelease) =>
  render(
    <ThemeProvider theme={theme}>
      <AreaHost release={rel} platform={createTestPlatform()} />
    </ThemeProvider>,
  );

test('the live version loads with the manifest’s integrity hash and mounts', async () => {
  const rel = release();
  serve(rel, '1.0.0');
  mount(rel);
  expect(await screen.findByText(`${rel.area} 1.0.0`)).toBeInTheDocument();
  expect(network.requested).toEqual([entryPath(rel.area, '1.0.0')]);
  expect(network.integrityOf.get(entryPath(rel.area, '1.0.0'))).toBe(rel.integrity);
  expect(attempts(rel)).toEqual([{ version: '1.0.0', source: 'live', ok: true }]);
});

test('a live entry that 404s falls back to the manifest’s fallback version', async () => {
  const rel = release();
  serve(rel, '0.9.0');
  mount(rel);
  expect(await screen.findByText(`${rel.area} 0.9.0`)).toBeInTheDocument();
  expect(network.requested).toEqual([entryPath(rel.area, '1.0.0'), entryPath(rel.area, '0.9.0')]);
  expect(attempts(rel)).toEqual([
    { version: '1.0.0', source: 'live', ok: false },
    { version: '0.9.0', source: 'fallback', ok: true },
  ]);
});

test('a live entry whose bytes do not match its integrity hash is refused and the fallback runs', async () => {
  const rel = release();
  serve(rel, '1.0.0', 'sha384-tampered');
  serve(rel, '0.9.0');
  mount(rel);
  expect(await screen.findByText(`${rel.area} 0.9.0`)).toBeInTheDocument();
  expect(screen.queryByText(`${rel.area} 1.0.0`)).not.toBeInTheDocument();
  expect(network.requested[0]).toBe(entryPath(rel.area, '1.0.0'));
  expect(attempts(rel).map((attempt) => attempt.ok)).toEqual([false, true]);
});

/** A ChunkLoadError as webpack's script loader raises it when the browser refuses a chunk. */
function chunkRefused(chunk: string) {
  return Object.assign(new Error(`Loading chunk ${chunk} failed.\n(error: /areas/x/${chunk}.js)`), { name: 'ChunkLoadError' });
}

test('a chunk the current page needs that the browser refuses fails the live version like its entry; the fallback runs', async () => {
  const rel = release();
  const preloaded: string[] = [];
  const live = {
    ...fakeAreaLifecycles(`${rel.area} 1.0.0`),
    preload: async (pathname: string) => {
      preloaded.push(pathname);
      throw chunkRefused('592');
    },
  };
  network.serve(entryPath(rel.area, '1.0.0'), {
    kind: 'remote-entry',
    globalName: rel.federationName,
    integrity: rel.integrity,
    app: live,
  });
  serve(rel, '0.9.0');
  window.history.pushState(null, '', `/${rel.area}`);
  mount(rel);
  expect(await screen.findByText(`${rel.area} 0.9.0`)).toBeInTheDocument();
  expect(screen.queryByText(`${rel.area} 1.0.0`)).not.toBeInTheDocument();
  expect(preloaded).toEqual([`/${rel.area}`]);
  const [failed, fallback] = areaStatus.getSnapshot().get(rel.area)!;
  expect(failed).toMatchObject({ version: '1.0.0', ok: false, error: expect.stringContaining('Loading chunk 592 failed') });
  expect(fallback).toMatchObject({ version: '0.9.0', source: 'fallback', ok: true });
});

test('the fallback starts with an empty chunk registry: no chunk of the failed version is taken for its own', async () => {
  const rel = release();
  const registry = `webpackChunk${rel.federationName}`;
  const globals = window as unknown as Record<string, unknown>;
  const preload = (version: string, seen: string[]) => async () => {
    seen.push(registry in globals ? `${version} finds chunks` : `${version} starts empty`);
    globals[registry] = [[[`chunk-of-${version}`], {}]];
    if (version === '1.0.0') throw chunkRefused('592');
  };
  const seen: string[] = [];
  for (const version of ['1.0.0', '0.9.0']) {
    const app = { ...fakeAreaLifecycles(`${rel.area} ${version}`), preload: preload(version, seen) };
    network.serve(entryPath(rel.area, version), {
      kind: 'remote-entry',
      globalName: rel.federationName,
      integrity: `sha384-${rel.area}-${version}`,
      app,
    });
  }
  await loadArea(rel);
  expect(seen).toEqual(['1.0.0 starts empty', '0.9.0 starts empty']);
});

test('a live build for another platform contract is not even fetched; the fallback runs', async () => {
  const rel = release({ liveApiVersion: PLATFORM_API_VERSION + 1 });
  serve(rel, '1.0.0');
  serve(rel, '0.9.0');
  mount(rel);
  expect(await screen.findByText(`${rel.area} 0.9.0`)).toBeInTheDocument();
  expect(network.requested).toEqual([entryPath(rel.area, '0.9.0')]);
  const [live] = areaStatus.getSnapshot().get(rel.area)!;
  expect(live).toMatchObject({ source: 'live', ok: false, error: expect.stringContaining(`平台接口 v${PLATFORM_API_VERSION + 1}`) });
});

test('when live and fallback both fail the area shows an error panel; retry loads it once it is back', async () => {
  const rel = release();
  mount(rel);
  expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
  expect(attempts(rel).map((attempt) => attempt.ok)).toEqual([false, false]);

  serve(rel, '1.0.0');
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText(`${rel.area} 1.0.0`)).toBeInTheDocument();
  expect(screen.queryByText('页面加载失败')).not.toBeInTheDocument();
});

test('without a fallback a failed live version goes straight to the error panel', async () => {
  const rel = release({ withFallback: false });
  mount(rel);
  expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
  expect(network.requested).toEqual([entryPath(rel.area, '1.0.0')]);
});

test('an entry that does not expose single-spa lifecycles is a failed load', async () => {
  const rel = release({ withFallback: false });
  network.serve(entryPath(rel.area, '1.0.0'), {
    kind: 'remote-entry',
    globalName: rel.federationName,
    integrity: rel.integrity,
    app: { default: 'not an area' },
  });
  await expect(loadArea(rel)).rejects.toThrow('没有导出 single-spa 生命周期');
});

test('a loaded area is fetched once however often it mounts', async () => {
  const rel = release();
  serve(rel, '1.0.0');
  const first = await loadArea(rel);
  expect(await loadArea(rel)).toBe(first);
  expect(network.requested).toHaveLength(1);
});

test('before falling back, the loader asks what is live now: a version promoted since the page loaded goes first', async () => {
  const rel = release();
  const promoted = { ...rel, version: '1.1.0', entry: entryPath(rel.area, '1.1.0'), integrity: `sha384-${rel.area}-1.1.0` };
  serve(rel, '1.1.0');
  serve(rel, '0.9.0');
  const recheck = jest.fn(async () => promoted);
  setReleaseRecheck(recheck);
  try {
    mount(rel);
    expect(await screen.findByText(`${rel.area} 1.1.0`)).toBeInTheDocument();
  } finally {
    setReleaseRecheck(null);
  }
  expect(recheck).toHaveBeenCalledWith(rel.area);
  expect(attempts(rel)).toEqual([
    { version: '1.0.0', source: 'live', ok: false },
    { version: '1.1.0', source: 'live', ok: true },
  ]);
});

test('a re-check that finds the same live version goes on to the fallback, trying no version twice', async () => {
  const rel = release();
  serve(rel, '0.9.0');
  setReleaseRecheck(async () => rel);
  try {
    mount(rel);
    expect(await screen.findByText(`${rel.area} 0.9.0`)).toBeInTheDocument();
  } finally {
    setReleaseRecheck(null);
  }
  expect(attempts(rel)).toEqual([
    { version: '1.0.0', source: 'live', ok: false },
    { version: '0.9.0', source: 'fallback', ok: true },
  ]);
});
