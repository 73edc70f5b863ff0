import { useEffect, useState } from 'react';
import type { AreaRelease, Platform } from '@survey/shared';
import { ErrorPanel, LoadingBar } from '@survey/shared/ui';
import { forgetCrashedVersions, loadArea, loadedArea, markVersionCrashed, type LoadedArea } from './area-loader';
import { AreaSlot } from './area-slot';
import { recordOutcome } from './load-outcomes';
import { takePrerendered, type PrerenderedArea } from './prerendered-area';

type State = { status: 'loading' } | { status: 'ready'; lifecycles: LoadedArea } | { status: 'failed' };
// Load failures are logged and recorded for /_platform and the health beacons by the loader;
// mount outcomes are recorded here. A version that throws once loaded (mount or render) is
// replaced by the area's fallback in the same page view; members see the panel only when no
// version works, worded for what went wrong.

export interface AreaHostProps {
  release: AreaRelease;
  platform: Platform;
  /** The screen the page arrived with, when the server pre-rendered it. */
  prerendered?: PrerenderedArea;
}

/**
 * Mounts one area as a single-spa parcel. Load failures (after the fallback) and errors the
 * parcel throws become an error panel with a retry; the rest of the page keeps working. A
 * pre-rendered screen stays on the page while the area's code loads, then is hydrated.
 */
export function AreaHost({ release, platform, prerendered }: AreaHostProps) {
  const [attempt, setAttempt] = useState(0);
  /** A version threw after loading on this page: the panel, if it comes to that, says so. */
  const [crashed, setCrashed] = useState(false);
  // An area already loaded (warmed from a header link, or visited before) mounts in the first
  // render: no loading state, no wait for a promise.
  const [state, setState] = useState<State>(() => {
    const area = loadedArea(release.area);
    return area ? { status: 'ready', lifecycles: area } : { status: 'loading' };
  });
  const [markup] = useState(() => takePrerendered(prerendered, release.area));

  useEffect(() => {
    const area = attempt === 0 ? loadedArea(release.area) : undefined;
    if (area) {
      setState((now) => (now.status === 'ready' && now.lifecycles === area ? now : { status: 'ready', lifecycles: area }));
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    loadArea(release).then(
      (lifecycles) => current && setState({ status: 'ready', lifecycles }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [release, attempt]);

  if (state.status === 'failed') {
    const retry = () => {
      forgetCrashedVersions(release.area);
      setCrashed(false);
      setAttempt((n) => n + 1);
    };
    return crashed ? (
      <ErrorPanel title="页面出错了" description="这部分页面暂时无法显示，我们已记录问题。其他页面不受影响。" onRetry={retry} />
    ) : (
      <ErrorPanel title="页面加载失败" description="这部分页面暂时无法加载，请检查网络后重试。其他页面不受影响。" onRetry={retry} />
    );
  }
  // A retry renders anew: the pre-rendered markup belongs to the first attempt only.
  const initial = attempt === 0 ? markup : undefined;
  if (state.status === 'loading' && initial === undefined) return <LoadingBar active />;
  // The markup is the live version's; a fallback version renders over it instead of hydrating.
  const hydrate = state.status === 'ready' && state.lifecycles.version === release.version;
  const version = state.status === 'ready' ? state.lifecycles.version : release.version;
  return (
    <AreaSlot
      key={attempt}
      area={release.area}
      lifecycles={state.status === 'ready' ? state.lifecycles : null}
      platform={platform}
      prerendered={initial}
      hydrate={hydrate}
      onMounted={() => recordOutcome({ area: release.area, version, kind: 'mounted' })}
      onError={(error) => {
        console.error(`[shell] ${release.area}@${version} threw once loaded; trying its fallback`, error);
        recordOutcome({ area: release.area, version, kind: 'failed', reason: 'mount' });
        markVersionCrashed(release.area, version);
        setCrashed(true);
        // Loading at once: a slot must not mount the version that threw again meanwhile.
        setState({ status: 'loading' });
        setAttempt((n) => n + 1);
      }}
    />
  );
}
