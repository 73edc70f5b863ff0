// The manifest for one request: the live manifest (remotes.json) with each area's `canary`
// resolved for this device and a valid preview pin applied. A device in an area's canary bucket
// gets the canary release (`channel: 'canary'`), a browser holding a preview of an area gets the
// pinned version (`channel: 'preview'`), a browser holding a dev override gets the area's code from
// the developer's dev server (`channel: 'dev'`, rollout/dev-origin.ts); all keep the live version as their fallback, so a
// version that fails to load falls back to what everyone else runs. The browser never sees a
// `canary` key, only `canaryRun` (which version, what share, since when) for the operator view.
import { publishedAreaEntry } from '../registry/targets/area-target';
import type { AreaRelease, CanaryRelease, LiveAreaRelease, LiveManifest } from '../base/types';
import { inCanary } from '@survey/contract/device-id';
import { verifyRegistryPreview } from './preview-revocations';
import { type PreviewPin } from './preview';
import { DEV_VERSION, devEntry } from './dev-origin';

export interface ChooseOptions {
  /** The registry the preview key and the pinned versions are read from. */
  registry: string;
  /** The request's device id (its DEVICE_ID cookie); null: nobody's canary. */
  deviceId: string | null;
  /** The request's SURVEY_PREVIEW cookie (a signed token); an altered or expired one is ignored. */
  preview?: string | null;
  now?: number;
}

export interface ChosenManifest {
  /** The live manifest object itself when there was nothing to strip or choose. */
  manifest: LiveManifest;
  /** Whether some area runs another version than the one live for everyone. */
  differs: boolean;
}

type Entry = NonNullable<AreaRelease['fallback']>;

/** The fields a manifest entry names a version by (nothing else a canary carries). */
function entryOf(release: AreaRelease | CanaryRelease): Entry {
  const { version, entry, integrity, routes, platformApiVersion, publishedAt } = release;
  return { version, entry, integrity, routes, platformApiVersion, publishedAt };
}

// Published version folders are immutable: read once per process. Only found ones are kept, so a
// version published later is found then.
const published = new Map<string, Entry>();

/** A published area version as the manifest names it, or null when it is not published. */
export function publishedEntry(registry: string, area: string, version: string): Entry | null {
  const key = `${registry}\n${area}\n${version}`;
  if (!published.has(key)) {
    const entry = publishedAreaEntry(registry, area, version);
    if (!entry) return null;
    published.set(key, entry);
  }
  return published.get(key)!;
}

/**
 * What a pin runs of a live area: the pinned published version, or for a dev override the dev
 * server's entry (no integrity: its files change with every edit) under the live routes and
 * contract version; null when the pinned version is not published.
 */
function pinnedEntry(registry: string, pin: PreviewPin, live: AreaRelease): Entry | null {
  if (!pin.dev) return publishedEntry(registry, pin.area, pin.version);
  const { routes, platformApiVersion, publishedAt } = live;
  return { version: DEV_VERSION, entry: devEntry(pin.dev), integrity: '', routes, platformApiVersion, publishedAt };
}

export function chooseManifest(live: LiveManifest, options: ChooseOptions): ChosenManifest {
  const { registry, deviceId } = options;
  const pin = options.preview ? verifyRegistryPreview(registry, options.preview, options.now) : null;
  let differs = false;
  let stripped = false;
  const areas = live.areas.map((release: LiveAreaRelease): AreaRelease => {
    const { canary, ...withoutCanary } = release;
    if ('canary' in release) stripped = true;
    const everyone: AreaRelease = canary
      ? { ...withoutCanary, canaryRun: { version: canary.version, percent: canary.percent, since: canary.since } }
      : withoutCanary;
    const pinned = pin?.area === release.area ? pinnedEntry(registry, pin, everyone) : null;
    if (pin && pinned) {
      differs = true;
      // Pinning the live version itself keeps its own fallback.
      const fallback = pinned.version === release.version && !pin.dev ? everyone.fallback : entryOf(release);
      return { ...everyone, ...pinned, fallback, channel: pin.dev ? 'dev' : 'preview', previewUntil: pin.until };
    }
    if (canary && deviceId && inCanary(deviceId, release.area, canary.percent)) {
      differs = true;
      return { ...everyone, ...entryOf(canary), fallback: entryOf(release), channel: 'canary' };
    }
    return everyone;
  });
  return differs || stripped ? { manifest: { ...live, areas }, differs } : { manifest: live, differs: false };
}
