import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Platform } from '../platform-contract';
import { ErrorPanel } from '@survey/shared/ui';
import type { AreaDefinition } from './define-area';
import { AreaRoot } from './area-root';
import { prefetchRoute, preloadRoute } from './preload-route';

export interface AreaParcelProps {
  platform: Platform;
  /** The mount element already holds this area's pre-rendered screen: hydrate it, don't render anew. */
  hydrate?: boolean;
  /**
   * Called when a screen throws while rendering, on the first render or later: the shell then
   * mounts the area's fallback version in its place, as for a version that failed to load.
   */
  onAreaError?: (error: unknown) => void;
}

/** The single-spa lifecycles an area exposes as `./app`; the shell mounts them in a <Parcel>. */
export function createAreaLifecycles(definition: AreaDefinition) {
  // single-spa-react asks for the render type on each mount; mount() sets it just before.
  let hydrateNextMount = false;
  const lifecycles = singleSpaReact<AreaParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: ({ platform, onAreaError }: AreaParcelProps) => (
      <AreaRoot definition={definition} platform={platform} onError={onAreaError} />
    ),
    renderType: () => (hydrateNextMount ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: () => <ErrorPanel title="页面加载失败" description={`${definition.area} 暂时不可用`} />,
  });
  return {
    ...lifecycles,
    /**
     * Loads the code `pathname` needs. The shell calls it while loading the area: a chunk that
     * fails here (missing, or refused by its integrity hash) fails this version, as a failed
     * entry would, and the shell falls back to the previous one.
     */
    preload: (pathname: string) => preloadRoute(definition, pathname),
    /** Starts the first GETs of the page at `location` (the shell calls it as a navigation begins). */
    prefetch: (location: { pathname: string; search: string }, platform: Platform) => prefetchRoute(definition, platform, location),
    // The current route's screen is fetched before React renders, so nothing suspends, and its
    // first GETs start meanwhile. A failing chunk is not fatal here: the error boundary reports
    // it and its retry fetches it again.
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      prefetchRoute(definition, props.platform, window.location);
      await preloadRoute(definition, window.location.pathname).catch(() => undefined);
      if (!props.hydrate) return lifecycles.mount(props);
      // Hydration as a transition: React yields to the browser between components (the screen
      // is already drawn) instead of one long task. single-spa-react hydrates synchronously here.
      hydrateNextMount = true;
      let mounted: Promise<unknown> = Promise.resolve();
      try {
        React.startTransition(() => {
          mounted = lifecycles.mount(props);
        });
      } finally {
        hydrateNextMount = false;
      }
      return mounted;
    },
  };
}
