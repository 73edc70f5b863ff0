import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from '@survey/shared/router';
import { ThemeProvider } from 'styled-components';
import { StyleScope } from '@survey/shared/ui';
import type { Platform } from '../platform-contract';
import type { AreaDefinition } from './define-area';
import { AreaRoutes } from './area-routes';
import { PlatformProvider } from './platform-context';

/** Providers every area screen runs inside: platform, theme, a namespaced style sheet. */
export function AreaProviders({ area, platform, children }: { area: string; platform: Platform; children: ReactNode }) {
  return (
    <PlatformProvider platform={platform}>
      <ThemeProvider theme={platform.theme}>
        <StyleScope className={`area-${area}`}>{children}</StyleScope>
      </ThemeProvider>
    </PlatformProvider>
  );
}

/**
 * The root an area mounts: its own BrowserRouter, kept in step by single-spa's history patch.
 * `location` renders one path without a browser (pre-render); the markup is the same.
 */
export function AreaRoot({
  definition,
  platform,
  location,
  onError,
}: {
  definition: AreaDefinition;
  platform: Platform;
  location?: string;
  /** Told when a screen throws while rendering (see AreaParcelProps.onAreaError). */
  onError?: (error: unknown) => void;
}) {
  const routes = <AreaRoutes definition={definition} onError={onError} />;
  return (
    <AreaProviders area={definition.area} platform={platform}>
      {location ? <MemoryRouter initialEntries={[location]}>{routes}</MemoryRouter> : <BrowserRouter>{routes}</BrowserRouter>}
    </AreaProviders>
  );
}
