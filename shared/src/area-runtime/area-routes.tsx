import { Suspense } from 'react';
import { Route, Routes } from '@survey/shared/router';
import { Skeleton } from '@survey/shared/ui';
import type { AreaDefinition } from './define-area';
import { AreaErrorBoundary } from './area-error-boundary';

/** Renders the screen of the current path from the area's route table (one source of truth), inside the area's frame if it has one. */
export function AreaRoutes({ definition, onError }: { definition: AreaDefinition; onError?: (error: unknown) => void }) {
  const screens = definition.screens as Record<string, React.ComponentType>;
  const Frame = definition.frame;
  const routes = (
    <Suspense fallback={<Skeleton lines={6} />}>
      <Routes>
        {definition.routes.map((route) => {
          const Screen = screens[route.name];
          return <Route key={route.name} path={route.path} element={<Screen />} />;
        })}
        {/* Paths of other areas: the shell owns them. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
  return (
    <AreaErrorBoundary area={definition.area} onError={onError}>
      {Frame ? <Frame>{routes}</Frame> : routes}
    </AreaErrorBoundary>
  );
}
