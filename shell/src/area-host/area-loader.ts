// Loads an area's lifecycles with the Module Federation runtime: live version first, then
// the manifest's fallback once; every attempt is recorded for the operator view.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { PLATFORM_API_VERSION, type AreaRelease, type Platform } from '@survey/shared';
import type { LifeCycles } from 'single-spa';
import { recordAttempt } from './area-status';
import { AreaLoadError, failureReason, type LoadStage } from './failure-reason';
import { recordOutcome } from './load-outcomes';

/** Spec section 9: page chunk loads time out after 120 s. */
const ENTRY_TIMEOUT_MS = 120000;

type Candidate = Pick<AreaRelease, 'version' | 'entry' | 'integrity' | 'platformApiVersion'>;
/**
 * What an area exposes as `./app` (shared/src/area-runtime/create-area-lifecycles.tsx); areas
 * built with them: `preload` loads the chunks a page needs, `prefetch` starts its first GETs.
 */
type AreaLifeCycles = LifeCycles & {
  preload?: (pathname: string) => Promise<void>;
  prefetch?: (location: { pathname: string; search: string }, platform: Platform) => void;
};
/** Lifecycles of the version that loaded: the live one, or its fallback. */
export type LoadedArea = AreaLifeCycles & { version: string };

const integrityByUrl = new Map<string, string>();
let pluginRegistered = false;

/** Every remote entry script carries the manifest's SRI hash; the browser refuses a mismatch. */
function ensureIntegrityPlugin() {
  if (pluginRegistered) return;
  pluginRegistered = true;
  registerPlugins([
    {
      name: 'survey-entry-integrity',
      createScript({ url }) {
        const integrity = integrityByUrl.get(new URL(url, window.location.href).pathname);
        if (!integrity) return undefined;
        const script = document.createElement('script');
        script.src = url;
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
        return { script, timeout: ENTRY_TIMEOUT_MS };
      },
    },
  ]);
}

function isLifecycles(value: unknown): value is AreaLifeCycles {
  const candidate = value as Partial<AreaLifeCycles> | null;
  return (
    Boolean(candidate) &&
    typeof candidate?.mount === 'function' &&
    typeof candidate?.unmount === 'function' &&
    typeof candidate?.bootstrap === 'function'
  );
}

/** `progress.stage` says how far it got when it throws (failure-reason.ts). */
async function loadCandidate(
  release: AreaRelease,
  candidate: Candidate,
  pathname: string,
  progress: { stage: LoadStage },
): Promise<AreaLifeCycles> {
  if (candidate.platformApiVersion !== PLATFORM_API_VERSION) {
    throw new AreaLoadError(
      `${release.area}@${candidate.version} 使用平台接口 v${candidate.platformApiVersion}，当前外壳为 v${PLATFORM_API_VERSION}`,
      'contract',
    );
  }
  integrityByUrl.set(new URL(candidate.entry, window.location.href).pathname, candidate.integrity);
  // Every version of an area pushes its chunks into one webpack registry named after it: a
  // failed attempt's chunks must not be taken for the next version's.
  delete (window as unknown as Record<string, unknown>)[`webpackChunk${release.federationName}`];
  // force: a previous attempt at another entry must not be reused from the runtime's cache.
  registerRemotes([{ name: release.federationName, entry: candidate.entry }], { force: true });
  const exposed = await loadRemote<Record<string, unknown>>(`${release.federationName}/app`);
  if (!isLifecycles(exposed)) throw new AreaLoadError(`${release.area}@${candidate.version} 没有导出 single-spa 生命周期`, 'entry');
  progress.stage = 'chunks';
  // The entry checks each chunk it loads against its own hash table (sriHashes); a chunk the
  // page needs that is missing or refused fails the version here, like a failed entry.
  await exposed.preload?.(pathname);
  return exposed;
}

const loaded = new Map<string, Promise<LoadedArea>>();
const ready = new Map<string, LoadedArea>();
/** Versions that loaded but then threw (mount or render) on this page: never tried again here. */
const crashed = new Map<string, Set<string>>();
let recheck: ((area: string) => Promise<AreaRelease | null>) | null = null;

/** How to learn an area's live release again when its version fails (the shell's boot sets it). */
export function setReleaseRecheck(fn: typeof recheck): void {
  recheck = fn;
}

/**
 * The area's lifecycles, cached per area once loaded; a failed load is not cached. `pathname`:
 * the page whose code must load for a version to count as working (the current one, or a
 * linked page the shell warms ahead of a click, see area-prefetch.ts).
 */
export function loadArea(release: AreaRelease, pathname = window.location.pathname): Promise<LoadedArea> {
  const cached = loaded.get(release.area);
  if (cached) return cached;
  const attempt = loadWithFallback(release, pathname);
  loaded.set(release.area, attempt);
  attempt.then(
    (area) => ready.set(release.area, area),
    () => loaded.delete(release.area),
  );
  return attempt;
}

/** The area's lifecycles when its code is already in (warmed or visited before), else undefined. */
export function loadedArea(area: string): LoadedArea | undefined {
  return ready.get(area);
}

/**
 * A version threw after it loaded (its mount, or a screen's render): the next `loadArea` of the
 * area skips it and goes to the live version the registry has now, or the fallback.
 */
export function markVersionCrashed(area: string, version: string): void {
  crashed.set(area, new Set(crashed.get(area)).add(version));
  loaded.delete(area);
  ready.delete(area);
}

/** The member's retry: every version gets another chance. */
export function forgetCrashedVersions(area: string): void {
  crashed.delete(area);
}

/** Whether the area's code is loaded or on its way (nothing left to prefetch). */
export function isAreaLoading(area: string): boolean {
  return loaded.has(area);
}

/** Loads the area ahead of a visit to `pathname`, with that page's code (area-prefetch.ts). */
export async function warmArea(release: AreaRelease, pathname: string): Promise<void> {
  const loadedBefore = loaded.has(release.area);
  const lifecycles = await loadArea(release, pathname);
  // Loaded for another page: this page's screen chunk may still be missing.
  if (loadedBefore) await lifecycles.preload?.(pathname);
}

async function loadWithFallback(release: AreaRelease, pathname: string): Promise<LoadedArea> {
  ensureIntegrityPlugin();
  let lastError: unknown = null;
  const tried = new Set<string>(crashed.get(release.area));
  const attempt = async (candidate: Candidate, source: 'live' | 'fallback'): Promise<LoadedArea | null> => {
    if (tried.has(candidate.version)) return null;
    tried.add(candidate.version);
    const started = performance.now();
    const progress = { stage: 'entry' as LoadStage };
    const { area } = release;
    const { version } = candidate;
    try {
      const lifecycles = await loadCandidate(release, candidate, pathname, progress);
      recordAttempt(area, { version, source, ok: true, ms: performance.now() - started });
      recordOutcome({ area, version, kind: 'loaded' });
      return { ...lifecycles, version: candidate.version };
    } catch (error) {
      lastError = error;
      recordAttempt(area, { version, source, ok: false, ms: performance.now() - started, error: describe(error) });
      // Not awaited: the next version is tried while the reason is worked out.
      void failureReason(error, progress.stage, candidate.entry).then((reason) => recordOutcome({ area, version, kind: 'failed', reason }));
      console.error(`[shell] ${release.area}@${candidate.version} (${source}) failed to load`, error);
      return null;
    }
  };
  const live = await attempt(release, 'live');
  if (live) return live;
  // A newer live version (promoted or rolled back since this page's manifest) goes first.
  const fresh = recheck ? await recheck(release.area).catch(() => null) : null;
  if (fresh) {
    const lifecycles = await attempt(fresh, 'live');
    if (lifecycles) return lifecycles;
  }
  const fallback = (fresh ?? release).fallback;
  if (fallback) {
    const lifecycles = await attempt(fallback, 'fallback');
    if (lifecycles) return lifecycles;
  }
  if (lastError === null) throw new AreaLoadError(`${release.area} 没有其他可用的版本`, 'mount');
  throw lastError instanceof Error ? lastError : new Error(describe(lastError));
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error instanceof Event) return `script ${error.type}`;
  return String(error);
}
