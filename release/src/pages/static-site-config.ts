// The site config the static pages are rendered with. The site server asks the API for it on
// each page (site-config.ts); static pages are written by release commands, which run without
// the API. So the static set-up (`release nginx-config`, which knows the API processes) asks the
// API once and keeps the answer in <registry>/site-config.json (not served), and every later
// page write inlines and pre-renders with it. Without it the pages go out without config or
// markup and the shell fetches the config itself. Running nginx-config again refreshes it (after
// the API's site config or its RSA key changed).
import fs from 'node:fs';
import path from 'node:path';
import { siteConfigSource } from './site-config';

export const STATIC_SITE_CONFIG = 'site-config.json';

/** The stored site config, or null (none stored or unreadable). */
export function readStaticSiteConfig(registry: string): unknown | null {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(path.join(registry, STATIC_SITE_CONFIG), 'utf8'));
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Asks each API origin in turn for the site config and stores the first answer; returns whether the
 * stored config changed. An API that does not answer leaves the stored one as it was.
 */
export async function recordStaticSiteConfig(registry: string, apiOrigins: string[]): Promise<boolean> {
  for (const origin of apiOrigins) {
    const config = await siteConfigSource(origin).current();
    if (config === null) continue;
    const text = `${JSON.stringify(config, null, 2)}\n`;
    const file = path.join(registry, STATIC_SITE_CONFIG);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false;
    const tmp = path.join(registry, `.${STATIC_SITE_CONFIG}.${process.pid}.tmp`);
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, file);
    return true;
  }
  return false;
}
