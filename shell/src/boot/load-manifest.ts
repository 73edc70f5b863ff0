import type { RemotesManifest } from '@survey/shared';

export class ManifestError extends Error {}

/** The live release manifest; fetched on every page load, never cached (no-store). */
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

/** Keeps only well-formed areas, so one corrupt entry cannot take the whole site down. */
export function parseManifest(body: unknown): RemotesManifest {
  const value = body as Partial<RemotesManifest> | null;
  if (!value || typeof value !== 'object' || !Array.isArray(value.areas)) throw new ManifestError('发布清单格式错误');
  const areas = value.areas.filter((release) => {
    const ok =
      release &&
      typeof release.area === 'string' &&
      typeof release.federationName === 'string' &&
      typeof release.entry === 'string' &&
      Array.isArray(release.routes) &&
      release.routes.every((route) => typeof route?.path === 'string' && typeof route?.name === 'string');
    if (!ok) console.error('[shell] ignoring malformed area in remotes.json', release);
    return ok;
  });
  return { schema: 1, platformApiVersion: Number(value.platformApiVersion), updating: Boolean(value.updating), areas };
}
