// Every route of a running site, read from its live manifest (/remotes.json) and the shell's own
// route table, with sample values for path parameters: a new screen is covered without a list
// to update.
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { SHELL_ROUTES } from '../../../shell/src/routing/shell-routes';
import { signInWithPassword } from './page-helpers';

export interface LiveRoute {
  path: string;
  name: string;
  public: boolean;
  h5: boolean;
  /** The owning area, or null for the shell's screens. */
  area: string | null;
  /** The path with every parameter filled in from SAMPLE_PARAMS. */
  url: string;
}

/** Sample values for route parameters that exist in the demo data; anything else gets '1'. */
const SAMPLE_PARAMS: Record<string, string> = { id: '1' };

/** A concrete URL for a react-router path: parameters filled, optional ones too, splats dropped. */
export function sampleUrl(path: string): string {
  const filled = path
    .split('/')
    .map((segment) => {
      if (segment === '*') return '';
      const param = /^:(\w+)\??$/.exec(segment);
      return param ? (SAMPLE_PARAMS[param[1]] ?? '1') : segment;
    })
    .join('/');
  return filled.length > 1 ? filled.replace(/\/+$/, '') : '/';
}

interface ManifestRoutes {
  areas: { area: string; routes: { path: string; name: string; public?: boolean; h5?: boolean }[] }[];
}

export async function liveRoutes(baseUrl: string): Promise<LiveRoute[]> {
  const response = await fetch(`${baseUrl}/remotes.json`);
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const manifest = (await response.json()) as ManifestRoutes;
  const fromAreas = manifest.areas.flatMap((release) => release.routes.map((route) => ({ ...route, area: release.area })));
  return [...SHELL_ROUTES.map((route) => ({ ...route, area: null })), ...fromAreas].map((route) => ({
    path: route.path,
    name: route.name,
    public: Boolean(route.public),
    h5: Boolean('h5' in route && route.h5),
    area: route.area,
    url: sampleUrl(route.path),
  }));
}

const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** The two sizes every screen must fit: a phone (touch, phone user agent) and a laptop. */
export const VIEWPORTS: { name: string; options: BrowserContextOptions }[] = [
  {
    name: '390x844',
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, userAgent: PHONE_USER_AGENT },
  },
  { name: '1366x860', options: { viewport: { width: 1366, height: 860 } } },
];

/** A browser context of one viewport, signed in as the demo member when `member`. */
export async function openContext(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions,
  member: boolean,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (member) {
    const page = await context.newPage();
    await signInWithPassword(page, baseUrl);
    await page.close();
  }
  return context;
}
