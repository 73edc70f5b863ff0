import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform } from '@survey/shared/testing';
import { ShellApp } from '../app/shell-app';
import { liveManifest } from '../testing/live-manifest';
import { shortVersion } from './preview-badge';

jest.mock('../area-host/area-loader', () => ({
  loadArea: () => new Promise(() => undefined),
  warmArea: () => new Promise(() => undefined),
  isAreaLoading: () => true,
  loadedArea: () => undefined,
}));

/** The manifest the server chooses for a browser holding a preview pin of mf-tasks. */
function previewManifest() {
  const manifest = liveManifest();
  const tasks = manifest.areas.find((release) => release.area === 'mf-tasks')!;
  Object.assign(tasks, { version: '0.2.0-3fa2c9d81e', channel: 'preview', previewUntil: '2026-11-26T18:00:00.000Z' });
  return manifest;
}

function renderShell(path: string, manifest = liveManifest()) {
  window.history.replaceState(null, '', path);
  return render(<ShellApp platform={createTestPlatform()} manifest={manifest} />);
}

test('issue 27: a browser running a preview sees which area and version, shortened, with the full version in the name and title', () => {
  renderShell('/exchange', previewManifest());
  const badge = screen.getByRole('complementary', { name: /^预览 mf-tasks 0\.2\.0-3fa2c9d81e，至 / });
  expect(badge).toHaveTextContent('预览 mf-tasks 0.2.0-…');
  expect(within(badge).getByText('mf-tasks 0.2.0-…')).toBeVisible();
  expect(within(badge).getByTitle(/^预览 mf-tasks 0\.2\.0-3fa2c9d81e/)).toBeInTheDocument();
});

test('issue 27: 退出预览 is a plain link to /_preview/exit, reached by keyboard, that the router does not take', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom cannot navigate
  renderShell('/exchange', previewManifest());
  const exit = screen.getByRole('link', { name: '退出预览' });
  expect(exit).toHaveAttribute('href', '/_preview/exit');
  await userEvent.click(exit);
  // A router link would have changed the URL in place; a full navigation leaves it to the browser.
  expect(window.location.pathname).toBe('/exchange');
  exit.blur();
  for (let tab = 0; tab < 40 && document.activeElement !== exit; tab += 1) await userEvent.tab();
  expect(exit).toHaveFocus();
  jest.restoreAllMocks();
});

test('issue 27: without a preview area (live or canary) there is no badge', () => {
  const manifest = liveManifest();
  manifest.areas[0] = { ...manifest.areas[0], channel: 'canary' };
  renderShell('/exchange', manifest);
  expect(screen.queryByTestId('preview-badge')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '退出预览' })).not.toBeInTheDocument();
});

test('issue 27: short versions stay whole; long ones are cut after the dash or at ten characters', () => {
  expect(shortVersion('0.2.0')).toBe('0.2.0');
  expect(shortVersion('0.2.0-3fa2c9d81e')).toBe('0.2.0-…');
  expect(shortVersion('12345678901234')).toBe('123456789…');
});

test('issue 36: a browser on a dev link sees 开发 and the area, no version, and 退出 leaves it like a preview', () => {
  const manifest = liveManifest();
  const tasks = manifest.areas.find((release) => release.area === 'mf-tasks')!;
  Object.assign(tasks, {
    version: 'dev',
    entry: 'http://127.0.0.1:3003/remoteEntry.js',
    channel: 'dev',
    previewUntil: '2026-11-26T18:00:00.000Z',
  });
  renderShell('/exchange', manifest);
  const badge = screen.getByRole('complementary', { name: /^开发 mf-tasks，至 / });
  expect(badge).toHaveTextContent(/^开发 mf-tasks\s*退出$/);
  expect(within(badge).getByRole('link', { name: '退出开发' })).toHaveAttribute('href', '/_preview/exit');
  expect(within(badge).queryByText(/预览/)).not.toBeInTheDocument();
});
