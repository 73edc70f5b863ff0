// A version that loads but then throws — in its mount, its first render or a later render — is
// replaced by the area's fallback in the same page view, like a version that failed to load.
// The real loader, federation runtime and area runtime; only the browser's script loading is faked.
import { init } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { createAreaLifecycles, defineArea, type AreaRelease } from '@survey/shared';
import { createTestPlatform } from '@survey/shared/testing';
import { theme } from '@survey/shared/theme';
import { fakeAreaLifecycles, serveScripts, type ScriptNetwork } from '../testing/script-network';
import { entryPath, testAreaRelease } from '../testing/test-area-release';
import { AreaHost } from './area-host';
import { onLoadOutcome, type LoadOutcome } from './load-outcomes';

init({ name: 'shell', remotes: [] });

let network: ScriptNetwork;
let outcomes: LoadOutcome[];
let stopOutcomes: () => void;

beforeEach(() => {
  network = serveScripts();
  outcomes = [];
  stopOutcomes = onLoadOutcome((outcome) => outcomes.push(outcome));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  stopOutcomes();
  network.stop();
  jest.restoreAllMocks();
});

function serve(rel: AreaRelease, version: string, app: unknown) {
  network.serve(entryPath(rel.area, version), {
    kind: 'remote-entry',
    globalName: rel.federationName,
    integrity: `sha384-${rel.area}-${version}`,
    app,
  });
}

/** A real area (the shared area runtime) whose one screen is `Screen`, at the area's route. */
function areaWith(rel: AreaRelease, Screen: () => React.ReactNode) {
  window.history.pushState({}, '', rel.routes[0].path);
  return createAreaLifecycles(defineArea({ area: rel.area, routes: rel.routes, screens: { [rel.routes[0].name]: Screen } }));
}

const mount = (rel: AreaRelease) =>
  render(
    <ThemeProvider theme={theme}>
      <AreaHost release={rel} platform={createTestPlatform()} />
    </ThemeProvider>,
  );
const failedVersions = (rel: AreaRelease) =>
  outcomes.filter((o) => o.area === rel.area && o.kind === 'failed').map((o) => (o.kind === 'failed' ? `${o.version} ${o.reason}` : ''));

test('a version whose mount throws is replaced by its fallback, and reported as failed', async () => {
  const rel = testAreaRelease();
  const throwing = { ...fakeAreaLifecycles('never shown'), mount: async () => Promise.reject(new Error('mount broke')) };
  serve(rel, '1.0.0', throwing);
  serve(rel, '0.9.0', fakeAreaLifecycles(`${rel.area} 0.9.0`));
  mount(rel);
  expect(await screen.findByText(`${rel.area} 0.9.0`)).toBeInTheDocument();
  expect(screen.queryByText('页面加载失败')).not.toBeInTheDocument();
  expect(failedVersions(rel)).toEqual(['1.0.0 mount']);
});

test('a version whose first render throws is replaced by its fallback before the member sees its panel', async () => {
  const rel = testAreaRelease();
  serve(
    rel,
    '1.0.0',
    areaWith(rel, () => {
      throw new Error('render broke');
    }),
  );
  serve(
    rel,
    '0.9.0',
    areaWith(rel, () => <p>旧版本正常</p>),
  );
  mount(rel);
  expect(await screen.findByText('旧版本正常')).toBeInTheDocument();
  expect(screen.queryByText('页面出错了')).not.toBeInTheDocument();
  expect(failedVersions(rel)).toEqual(['1.0.0 mount']);
  expect(outcomes.some((o) => o.area === rel.area && o.version === '1.0.0' && o.kind === 'mounted')).toBe(false);
});

test('a version that throws in a later render (after a click) is replaced by its fallback', async () => {
  const rel = testAreaRelease();
  function Counter() {
    const [clicks, setClicks] = useState(0);
    if (clicks > 0) throw new Error('later render broke');
    return <button onClick={() => setClicks(1)}>新版本按钮</button>;
  }
  serve(rel, '1.0.0', areaWith(rel, Counter));
  serve(
    rel,
    '0.9.0',
    areaWith(rel, () => <p>旧版本正常</p>),
  );
  mount(rel);
  await userEvent.click(await screen.findByRole('button', { name: '新版本按钮' }));
  expect(await screen.findByText('旧版本正常')).toBeInTheDocument();
  expect(failedVersions(rel)).toEqual(['1.0.0 mount']);
});

test('when the fallback throws too, the panel says the page failed (not the network), and retry tries again', async () => {
  const rel = testAreaRelease();
  const broken = () => {
    throw new Error('render broke');
  };
  serve(rel, '1.0.0', areaWith(rel, broken));
  serve(rel, '0.9.0', areaWith(rel, broken));
  mount(rel);
  expect(await screen.findByText('页面出错了')).toBeInTheDocument();
  expect(screen.queryByText(/检查网络/)).not.toBeInTheDocument();
  expect(failedVersions(rel)).toEqual(['1.0.0 mount', '0.9.0 mount']);

  serve(
    rel,
    '1.0.0',
    areaWith(rel, () => <p>修好了</p>),
  );
  await act(async () => {
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
  });
  expect(await screen.findByText('修好了')).toBeInTheDocument();
});
