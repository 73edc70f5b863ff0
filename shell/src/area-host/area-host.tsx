import { useEffect, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type LifeCycles } from 'single-spa';
import type { AreaRelease, Platform } from '@survey/shared';
import { ErrorPanel, LoadingBar } from '@survey/shared/ui';
import { loadArea } from './area-loader';

type State = { status: 'loading' } | { status: 'ready'; lifecycles: LifeCycles } | { status: 'failed' };
// Load failures are logged and recorded for /_platform by the loader; members see the panel.

/**
 * Mounts one area as a single-spa parcel. Load failures (after the fallback) and errors the
 * parcel throws become an error panel with a retry; the rest of the page keeps working.
 */
export function AreaHost({ release, platform }: { release: AreaRelease; platform: Platform }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
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

  if (state.status === 'loading') return <LoadingBar active />;
  if (state.status === 'failed') {
    return (
      <ErrorPanel
        title="页面加载失败"
        description="这部分页面暂时无法加载，请检查网络后重试。其他页面不受影响。"
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  return (
    <Parcel
      key={attempt}
      config={state.lifecycles}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapClassName={`area-mount area-mount-${release.area}`}
      handleError={(error: Error) => {
        console.error(`[shell] ${release.area} failed while mounted`, error);
        setState({ status: 'failed' });
      }}
      platform={platform}
    />
  );
}
