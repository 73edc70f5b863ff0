// Gets the areas the header links to ready before they are clicked (switching area
// by a header link ≤ 100 ms). Two strengths, neither before the current page has loaded:
//  - warm: the area is loaded through the real loader (integrity hashes, fallback, recorded
//    for /_platform) together with the linked page's screen chunk, exactly as a click would.
//    On intent (pointer over, touch, focus on a link) for everyone; once the page is idle for a
//    signed-in member, whose pages are the app: they move between areas all the time.
//  - download: a visitor's public pages are judged by their own first load (bytes, main
//    thread), so at idle their linked areas' files only go into the HTTP cache
//    (<link rel="prefetch">, lowest priority, no script runs). The script that later runs a
//    file still carries its integrity hash, so a modified file is refused then, as without it.
import { useCallback, useEffect, useMemo } from 'react';
import type { AreaRelease, RemotesManifest } from '@survey/shared';
import { buildRouteMap, resolveRoute } from '../routing/route-map';
import { isAreaLoading, warmArea } from './area-loader';

export interface LinkTarget {
  release: AreaRelease;
  pathname: string;
  /** The route name: the key of its screen chunks in the build's preload.json. */
  screen: string;
}

/** What tooling/webpack/emit-preload-plugin.js writes beside each build (the part used here). */
interface PreloadFiles {
  app?: { files: string[] };
  screens?: Record<string, { files: string[] }>;
}

/** The area that renders a linked path for this visitor; null for the shell's own pages and for
 * members-only pages while signed out (the guard sends those to /login instead). */
export function linkTarget(manifest: RemotesManifest, pathname: string, signedIn: boolean): LinkTarget | null {
  const route = resolveRoute(buildRouteMap(manifest), pathname);
  if (!route?.area || (!signedIn && !route.public)) return null;
  const release = manifest.areas.find((area) => area.area === route.area);
  return release ? { release, pathname, screen: route.name } : null;
}

const started = new Set<string>();

/** Once per area and page; a failure is left to the real visit (its error panel and retry). */
export function warm({ release, pathname }: LinkTarget): void {
  const key = `warm ${release.area} ${pathname}`;
  if (started.has(key)) return;
  started.add(key);
  warmArea(release, pathname).catch(() => undefined);
}

function prefetchLink(href: string, integrity?: string) {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.href = href;
  link.crossOrigin = 'anonymous';
  if (integrity) link.setAttribute('integrity', integrity);
  document.head.append(link);
}

/** The entry, the `./app` expose and the linked screen's chunks of the live version, into the cache. */
export async function download({ release, screen }: LinkTarget): Promise<void> {
  const key = `download ${release.entry} ${screen}`;
  if (started.has(key) || isAreaLoading(release.area)) return;
  started.add(key);
  const entry = new URL(release.entry, window.location.href);
  prefetchLink(entry.href, release.integrity);
  const answer = await fetch(new URL('preload.json', entry), { priority: 'low' }).catch(() => null);
  const files: PreloadFiles | null = answer?.ok ? await answer.json().catch(() => null) : null;
  if (!files) return;
  for (const file of [...(files.app?.files ?? []), ...(files.screens?.[screen]?.files ?? [])]) prefetchLink(new URL(file, entry).href);
}

/** A visitor who asked the browser to save data, or on a 2G link, gets nothing ahead. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

/** Runs `task` when the page has loaded and the main thread is idle; returns a cancel. */
export function whenLoadedAndIdle(task: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => !cancelled && task(), { timeout: 5000 });
    else window.setTimeout(() => !cancelled && task(), 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/**
 * Readies the areas behind `paths` once the page is idle and returns the intent handler for
 * those links (call it with the link's path on pointer-enter, touch-start and focus).
 */
export function useAreaPrefetch(manifest: RemotesManifest, paths: string[], signedIn: boolean): (pathname: string) => void {
  const key = paths.join(' ');
  const targets = useMemo(
    () => key.split(' ').flatMap((pathname) => linkTarget(manifest, pathname, signedIn) ?? []),
    [manifest, key, signedIn],
  );

  useEffect(() => {
    if (savesData()) return undefined;
    return whenLoadedAndIdle(() => targets.forEach((target) => (signedIn ? warm(target) : void download(target))));
  }, [targets, signedIn]);

  return useCallback(
    (pathname: string) => {
      const target = targets.find((candidate) => candidate.pathname === pathname);
      if (target && !savesData()) warm(target);
    },
    [targets],
  );
}
