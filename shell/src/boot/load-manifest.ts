import {
  checkRouteTable,
  DEFAULT_SITE_CONFIG,
  PAGE_MARKERS,
  type AreaRelease,
  type RemotesManifest,
  type SiteConfig,
} from '@survey/shared';

export class ManifestError extends Error {}

/** Where the site server inlines the live manifest and site config (release/src/pages/assemble-page.ts). */
export const { manifestElementId: MANIFEST_ELEMENT_ID, siteConfigElementId: SITE_CONFIG_ELEMENT_ID } = PAGE_MARKERS;

/** JSON the site server inlined into index.html, taken once (a later boot fetches); null when absent or unreadable. */
function takeInlineJson<T>(id: string, parse: (value: unknown) => T): T | null {
  const element = document.getElementById(id);
  if (!element) return null;
  element.remove();
  try {
    return parse(JSON.parse(element.textContent ?? ''));
  } catch {
    return null;
  }
}

/** The inlined live manifest; null → fetch /remotes.json as before. */
export function takeInlineManifest(): RemotesManifest | null {
  return takeInlineJson(MANIFEST_ELEMENT_ID, parseManifest);
}

/** The inlined site config over the defaults (as loadSiteConfig merges the API's); null → fetch it. */
export function takeInlineSiteConfig(): SiteConfig | null {
  return takeInlineJson(SITE_CONFIG_ELEMENT_ID, (value) => {
    if (!value || typeof value !== 'object') throw new ManifestError('site config');
    return { ...DEFAULT_SITE_CONFIG, ...(value as Partial<SiteConfig>) };
  });
}

/** The live release of one area, fetched now (a re-check before falling back). */
export async function fetchLiveRelease(area: string): Promise<AreaRelease | null> {
  return (await loadManifest()).areas.find((release) => release.area === area) ?? null;
}

/** The live release manifest, fetched without the HTTP cache (no-store). */
export async function loadManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store' });
  } catch {
    throw new ManifestError('无法连接服务器，请检查网络');
  }
  if (!response.ok) throw new ManifestError(`发布清单不可用（HTTP ${response.status}）`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ManifestError('发布清单格式错误');
  }
  return parseManifest(body);
}

/**
 * Keeps only well-formed areas, so one corrupt entry cannot take the whole site down. A route
 * table is checked as the build and publish check it (checkRouteTable): the guards read its flags.
 */
export function parseManifest(body: unknown): RemotesManifest {
  const value = body as Partial<RemotesManifest> | null;
  if (!value || typeof value !== 'object' || !Array.isArray(value.areas)) throw new ManifestError('发布清单格式错误');
  const areas = value.areas.filter((release) => {
    const problems =
      release && typeof release.area === 'string' && typeof release.federationName === 'string' && typeof release.entry === 'string'
        ? checkRouteTable(release.routes)
        : ['not an area release'];
    if (problems.length) console.error('[shell] ignoring malformed area in remotes.json', release, problems);
    return problems.length === 0;
  });
  return { schema: 1, platformApiVersion: Number(value.platformApiVersion), updating: Boolean(value.updating), areas };
}
