// The shell's health reporter (docs/releases.md, "Health beacons"): what real browsers see
// of each area version — loads, failures, uncaught errors, web vitals — batched to
// POST /api/v1/platform/beacon for the release registry's canary watch and /_platform.
// Started after the first paint; every part is best effort and never throws into the page.
import type { HealthEvent } from '@survey/contract';
import { type RemotesManifest, browserCookies, signedDeviceId } from '@survey/shared';
import { loadedArea } from '../area-host/area-loader';
import { onLoadOutcome } from '../area-host/load-outcomes';
import { buildRouteMap, resolveRoute } from '../routing/route-map';
import { watchErrors, type AreaVersion } from './error-events';
import { createHealthQueue } from './health-queue';
import { watchLoads } from './load-events';
import { sendBeacon } from './send-beacon';
import { observeVitals } from './web-vitals';

export interface HealthOptions {
  manifest: RemotesManifest;
  /** The path the page was opened on: its area's first mounted version drew the first screen. */
  firstPath: string;
  send?: typeof sendBeacon;
  /** The signed device id the beacons carry; default the DEVICE_ID cookie as the server signed it. */
  deviceId?: () => string | null;
}

/** Vitals within the beacon contract's bounds: ms rounded, CLS to 4 places. */
const vitalValue = (name: 'LCP' | 'CLS' | 'INP', value: number) =>
  Math.min(600000, Math.max(0, name === 'CLS' ? Math.round(value * 10000) / 10000 : Math.round(value)));

/** Starts reporting; returns the function that stops it (tests). */
export function startHealth({
  manifest,
  firstPath,
  send = sendBeacon,
  deviceId = () => signedDeviceId(browserCookies),
}: HealthOptions): () => void {
  const queue = createHealthQueue(deviceId, send);
  const report = (event: HealthEvent) => queue.add(event);
  const routes = buildRouteMap(manifest);
  const areaOf = (pathname: string) => resolveRoute(routes, pathname)?.area ?? null;

  /** The area of the page shown now, at the version running (loaded) or about to. */
  const currentArea = (): AreaVersion | null => {
    const area = areaOf(window.location.pathname);
    const release = manifest.areas.find((candidate) => candidate.area === area);
    return release ? { area: release.area, version: loadedArea(release.area)?.version ?? release.version } : null;
  };

  const firstArea = areaOf(firstPath);
  let firstScreen: AreaVersion | null = null;
  const stopFirstScreen = onLoadOutcome((outcome) => {
    if (!firstScreen && outcome.kind === 'mounted' && outcome.area === firstArea)
      firstScreen = { area: outcome.area, version: outcome.version };
  });
  const readVitals = observeVitals();
  let vitalsSent = false;

  const loads = watchLoads(report);
  const stopErrors = watchErrors(report, currentArea);

  // Hidden is the last moment a page is sure to get (pagehide does not fire on every mobile
  // close): the vitals are final enough then, and whatever waits goes out.
  const leave = () => {
    try {
      loads.settle();
      if (!vitalsSent && firstScreen) {
        vitalsSent = true;
        const vitals = readVitals();
        for (const name of ['LCP', 'CLS', 'INP'] as const) {
          const value = vitals[name];
          if (value !== null) report({ kind: 'vital', ...firstScreen, name, value: vitalValue(name, value) });
        }
      }
      queue.flush();
    } catch {
      /* best effort */
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') leave();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', leave);

  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', leave);
    stopFirstScreen();
    loads.stop();
    stopErrors();
  };
}
