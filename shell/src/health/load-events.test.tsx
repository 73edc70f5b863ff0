// Load events from the real loader, host and Module Federation runtime; only the browser's
// script loading (and fetch of the same files) is faked.
import { init } from '@module-federation/enhanced/runtime';
import { render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import type { BeaconBody, HealthEvent } from '@survey/contract';
import { PLATFORM_API_VERSION, type AreaRelease } from '@survey/shared';
import { createTestPlatform } from '@survey/shared/testing';
import { theme } from '@survey/shared/theme';
import { AreaHost } from '../area-host/area-host';
import { liveManifest } from '../testing/live-manifest';
import { fakeAreaLifecycles, serveScripts, type ScriptNetwork } from '../testing/script-network';
import { entryPath, testAreaRelease } from '../testing/test-area-release';
import { startHealth } from './start-health';

init({ name: 'shell', remotes: [] });

let network: ScriptNetwork;
let stop: () => void = () => undefined;
const sent: BeaconBody[] = [];
const SIGNED_DEVICE = `${'e'.repeat(40)}.${'s'.repeat(43)}`;

beforeEach(() => {
  network = serveScripts();
  window.fetch = network.fetch as unknown as typeof fetch;
  sent.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  stop();
  network.stop();
  jest.restoreAllMocks();
  delete (window as Partial<Window>).fetch;
});

/** A new area whose live 1.0.0 (a canary here) falls back to 0.9.0. */
const release = (liveApiVersion?: number) => testAreaRelease({ liveApiVersion, channel: 'canary' });

function serve(rel: AreaRelease, version: string, options: { integrity?: string; app?: unknown } = {}) {
  network.serve(entryPath(rel.area, version), {
    kind: 'remote-entry',
    globalName: rel.federationName,
    integrity: options.integrity ?? `sha384-${rel.area}-${version}`,
    app: options.app ?? fakeAreaLifecycles(`${rel.area} ${version}`),
  });
}

function open(rel: AreaRelease) {
  const platform = createTestPlatform();
  const manifest = liveManifest();
  manifest.areas.push(rel);
  window.history.replaceState(null, '', `/${rel.area}`);
  stop = startHealth({ manifest, firstPath: `/${rel.area}`, send: (body) => sent.push(body), deviceId: () => SIGNED_DEVICE });
  render(
    <ThemeProvider theme={theme}>
      <AreaHost release={rel} platform={platform} />
    </ThemeProvider>,
  );
  return platform;
}

/** Hides the page (the moment the reporter sends), then every event of `area` sent. */
function hide(area: string): HealthEvent[] {
  window.dispatchEvent(new Event('pagehide'));
  return sent.flatMap((body) => body.events).filter((event) => event.area === area);
}

test('issue 27: a canary whose entry is missing sends a failed load (entry) and the fallback’s ok load, with the signed device id', async () => {
  const rel = release();
  serve(rel, '0.9.0');
  open(rel);
  expect(await screen.findByText(`${rel.area} 0.9.0`)).toBeInTheDocument();
  await waitFor(() =>
    expect(hide(rel.area)).toEqual([
      { kind: 'load', area: rel.area, version: '1.0.0', ok: false, reason: 'entry' },
      { kind: 'load', area: rel.area, version: '0.9.0', ok: true },
    ]),
  );
  expect(sent.every((body) => body.deviceId === SIGNED_DEVICE)).toBe(true);
});

test('issue 27: an entry whose bytes arrived but do not match the integrity hash is an integrity failure', async () => {
  const rel = release();
  serve(rel, '1.0.0', { integrity: 'sha384-tampered' });
  serve(rel, '0.9.0');
  open(rel);
  expect(await screen.findByText(`${rel.area} 0.9.0`)).toBeInTheDocument();
  await waitFor(() =>
    expect(hide(rel.area)[0]).toEqual({ kind: 'load', area: rel.area, version: '1.0.0', ok: false, reason: 'integrity' }),
  );
});

test('issue 27: a version built for another platform contract is a contract failure', async () => {
  const rel = release(PLATFORM_API_VERSION + 1);
  serve(rel, '0.9.0');
  open(rel);
  expect(await screen.findByText(`${rel.area} 0.9.0`)).toBeInTheDocument();
  await waitFor(() => expect(hide(rel.area)[0]).toMatchObject({ version: '1.0.0', ok: false, reason: 'contract' }));
});

test('issue 27: a chunk of the page that is missing is a chunk failure', async () => {
  const rel = release();
  const missingChunk = Object.assign(new Error('Loading chunk 592 failed.'), {
    name: 'ChunkLoadError',
    request: `http://127.0.0.1/areas/${rel.area}/1.0.0/592.js`,
  });
  const app = {
    ...fakeAreaLifecycles(`${rel.area} 1.0.0`),
    preload: async () => {
      throw missingChunk;
    },
  };
  serve(rel, '1.0.0', { app });
  serve(rel, '0.9.0');
  open(rel);
  expect(await screen.findByText(`${rel.area} 0.9.0`)).toBeInTheDocument();
  await waitFor(() => expect(hide(rel.area)[0]).toMatchObject({ version: '1.0.0', ok: false, reason: 'chunk' }));
});

test('issue 27: a version whose own code throws as it is evaluated is an other failure, not entry or integrity', async () => {
  const rel = release();
  network.serve(entryPath(rel.area, '1.0.0'), {
    kind: 'remote-entry',
    globalName: rel.federationName,
    integrity: rel.integrity,
    app: fakeAreaLifecycles(`${rel.area} 1.0.0`),
    evaluationError: new Error('canary cannot mount'),
  });
  serve(rel, '0.9.0');
  open(rel);
  expect(await screen.findByText(`${rel.area} 0.9.0`)).toBeInTheDocument();
  await waitFor(() => expect(hide(rel.area)[0]).toMatchObject({ version: '1.0.0', ok: false, reason: 'other' }));
});

test('issue 27: a version that loads but throws while mounting is a mount failure, not an ok load', async () => {
  const rel = release();
  const app = {
    ...fakeAreaLifecycles(`${rel.area} 1.0.0`),
    mount: async () => {
      throw new Error('render failed');
    },
  };
  serve(rel, '1.0.0', { app });
  open(rel);
  // Its fallback (0.9.0) is not served here, so after trying it the member sees the panel.
  expect(await screen.findByText('页面出错了')).toBeInTheDocument();
  const events = hide(rel.area).filter((event) => 'version' in event && event.version === '1.0.0');
  expect(events).toEqual([{ kind: 'load', area: rel.area, version: '1.0.0', ok: false, reason: 'mount' }]);
});

test('issue 27: an ok load waits for the page to be hidden and is sent once', async () => {
  const rel = release();
  serve(rel, '1.0.0');
  open(rel);
  expect(await screen.findByText(`${rel.area} 1.0.0`)).toBeInTheDocument();
  expect(sent).toHaveLength(0);
  expect(hide(rel.area)).toEqual([{ kind: 'load', area: rel.area, version: '1.0.0', ok: true }]);
  const before = sent.length;
  window.dispatchEvent(new Event('pagehide'));
  expect(sent).toHaveLength(before);
});
