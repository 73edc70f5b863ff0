import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (installed by .ci/run); never a downloaded browser build. Playwright
 * gives every launch a fresh temporary profile. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for every launch: no sandbox (CI runs as root), and nothing the browser would fetch or sync on its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}
