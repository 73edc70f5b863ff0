import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getHealth, type VersionHealth } from '@survey/contract';
import { createTestPlatform, type TestPlatform } from '@survey/shared/testing';
import { ShellApp } from '../app/shell-app';
import { liveManifest } from '../testing/live-manifest';

jest.mock('../area-host/area-loader', () => ({
  loadArea: () => new Promise(() => undefined),
  warmArea: () => new Promise(() => undefined),
  isAreaLoading: () => true,
  loadedArea: () => undefined,
}));

const WINDOW = { since: '2026-11-26T15:00:00.000Z', until: '2026-11-26T16:00:00.000Z' };
const health = (fields: Partial<VersionHealth> & Pick<VersionHealth, 'area' | 'version'>): VersionHealth => ({
  loads: 0,
  devices: 0,
  addresses: 0,
  failingAddresses: 0,
  failures: 0,
  failureRate: null,
  addressFailureRate: null,
  errors: 0,
  lcpP75: null,
  inpP75: null,
  clsP75: null,
  ...fields,
});

function openPlatformView(platform: TestPlatform, manifest = liveManifest()) {
  window.history.replaceState(null, '', '/_platform');
  return render(<ShellApp platform={platform} manifest={manifest} />);
}

/** The table's rows as the operator reads them: each row's cell texts. */
async function rowsOf(caption: string): Promise<string[][]> {
  const table = await screen.findByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

test('issue 27/36: each area shows the channel this browser runs it on: 正式, 灰度 (canary), 预览 (preview) or 开发 (dev link)', async () => {
  const platform = createTestPlatform({ site: { demo: true } });
  platform.server.respond(getHealth, { ...WINDOW, versions: [] });
  const manifest = liveManifest();
  for (const release of manifest.areas) {
    if (release.area === 'mf-tasks') Object.assign(release, { version: '0.2.0-canary', channel: 'canary' });
    if (release.area === 'mf-home') Object.assign(release, { version: '0.3.0-preview', channel: 'preview' });
    if (release.area === 'mf-bbs') Object.assign(release, { version: 'dev', channel: 'dev' });
  }
  openPlatformView(platform, manifest);
  const rows = await rowsOf('各区域发布状态');
  const channelOf = Object.fromEntries(rows.map(([area, version, channel]) => [area, `${version} ${channel}`]));
  expect(channelOf).toMatchObject({
    'mf-tasks': '0.2.0-canary 灰度',
    'mf-home': '0.3.0-preview 预览',
    'mf-bbs': 'dev 开发',
    'mf-auth': '0.1.0-test 正式',
    'mf-exchange': '0.1.0-test 正式',
  });
});

test('issue 36: an area running a canary shows the canary version marked 灰度, its percent and start time, whichever version this browser runs', async () => {
  const platform = createTestPlatform({ site: { demo: true } });
  platform.server.respond(getHealth, { ...WINDOW, versions: [] });
  const manifest = liveManifest();
  const canaryRun = { version: '0.2.0-canary', percent: 20, since: '2026-11-26T07:30:00.000Z' };
  for (const release of manifest.areas) {
    if (release.area === 'mf-tasks') Object.assign(release, { canaryRun });
    if (release.area === 'mf-bbs') Object.assign(release, { version: '0.2.0-canary', channel: 'canary', canaryRun });
  }
  openPlatformView(platform, manifest);
  const rows = await rowsOf('各区域发布状态');
  const canaryOf = Object.fromEntries(rows.map(([area, version, channel, canary]) => [area, `${version} ${channel} | ${canary}`]));
  expect(canaryOf).toMatchObject({
    // This browser runs the live version; the canary beside it is shown all the same (China time).
    'mf-tasks': '0.1.0-test 正式 | 灰度 0.2.0-canary · 20% · 2026-11-26 15:30 起',
    'mf-bbs': '0.2.0-canary 灰度 | 灰度 0.2.0-canary · 20% · 2026-11-26 15:30 起',
    'mf-home': '0.1.0-test 正式 | —',
  });
});

test('issue 27: the last hour’s health per area version from GET /v1/platform/health: loads, failure rate, errors, p75 LCP and INP', async () => {
  const platform = createTestPlatform({ site: { demo: true } });
  platform.server.respond(getHealth, {
    ...WINDOW,
    versions: [
      health({ area: 'mf-tasks', version: '0.1.0', loads: 400, failures: 2, failureRate: 0.005, errors: 3, lcpP75: 1830.4, inpP75: 120 }),
      health({ area: 'mf-tasks', version: '0.2.0', loads: 40, failures: 5, failureRate: 0.125, errors: 9, lcpP75: 2410, inpP75: null }),
    ],
  });
  openPlatformView(platform);
  expect(await screen.findByText('最近一小时健康状况')).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: '各区域版本最近一小时的加载、失败、错误和性能' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['区域', '版本', '加载次数', '失败率', '错误', 'p75 LCP', 'p75 INP']);
  expect(await rowsOf('各区域版本最近一小时的加载、失败、错误和性能')).toEqual([
    ['mf-tasks', '0.1.0', '400', '0.5%', '3', '1830 ms', '120 ms'],
    ['mf-tasks', '0.2.0', '40', '12.5%', '9', '2410 ms', '—'],
  ]);
  // The API's default window: the last hour.
  expect(platform.server.callsTo(getHealth)[0].params).toEqual({});
});

test('issue 27: an hour without beacons reads 暂无数据', async () => {
  const platform = createTestPlatform({ site: { demo: true } });
  platform.server.respond(getHealth, { ...WINDOW, versions: [] });
  openPlatformView(platform);
  expect(await screen.findByText('暂无数据')).toBeInTheDocument();
});

test('issue 27: a failed health call shows an error panel; 重试 asks again and shows the table', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const platform = createTestPlatform({ site: { demo: true } });
  platform.server.fail(getHealth);
  openPlatformView(platform);
  expect(await screen.findByText('健康数据加载失败')).toBeInTheDocument();
  // The release table does not depend on the call.
  expect(await screen.findByRole('table', { name: '各区域发布状态' })).toBeInTheDocument();
  platform.server.respond(getHealth, { ...WINDOW, versions: [health({ area: 'mf-bbs', version: '1.0.0', loads: 1 })] });
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await rowsOf('各区域版本最近一小时的加载、失败、错误和性能')).toEqual([['mf-bbs', '1.0.0', '1', '—', '0', '—', '—']]);
  jest.restoreAllMocks();
});

test('issue 35: outside demo mode (the operator flag set) the health card says the summary is for the operators’ token, and asks nothing', async () => {
  localStorage.setItem('SURVEY_OPERATOR', '1');
  try {
    const platform = createTestPlatform({ site: { demo: false } });
    openPlatformView(platform);
    expect(await screen.findByText(/健康汇总只对运维令牌（HEALTH_READ_TOKEN）开放/)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '各区域发布状态' })).toBeInTheDocument();
    expect(platform.server.callsTo(getHealth)).toEqual([]);
  } finally {
    localStorage.removeItem('SURVEY_OPERATOR');
  }
});
