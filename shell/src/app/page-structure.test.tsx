import { render, screen } from '@testing-library/react';
import { createTestPlatform, settledStructure } from '@survey/shared/testing';
import { SHELL_ROUTES } from '../routing/shell-routes';
import { liveManifest } from '../testing/live-manifest';
import { ShellApp } from './shell-app';

// The shell's own screens (/404, /updating, /_platform), signed in and out: the shell draws the page's one
// <main>, and each screen one <h1>. /updating is shown while the site is updating (else it sends home).
describe.each(SHELL_ROUTES.map((route) => route.path))('%s', (path) => {
  it.each([true, false])('has exactly one <main> and one <h1> (signed in: %s)', async (loggedIn) => {
    window.history.replaceState(null, '', path);
    const platform = createTestPlatform({ loggedIn, site: { demo: true } });
    render(<ShellApp platform={platform} manifest={liveManifest({ updating: path === '/updating' })} />);
    // /_platform's screen is loaded when opened: wait for its heading before counting.
    await screen.findAllByRole('heading', { level: 1 });
    const { h1, mains } = await settledStructure();
    expect(window.location.pathname).toBe(path);
    expect({ h1: h1.length, mains }).toEqual({ h1: 1, mains: 1 });
  });
});

test('a visitor opening /_platform on a live site gets the 404 screen, with its one <h1>', async () => {
  window.history.replaceState(null, '', '/_platform');
  render(<ShellApp platform={createTestPlatform({ site: { demo: false } })} manifest={liveManifest()} />);
  const { h1, mains } = await settledStructure();
  expect({ h1, mains }).toEqual({ h1: ['页面不存在'], mains: 1 });
});
