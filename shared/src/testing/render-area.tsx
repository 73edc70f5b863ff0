// Renders an area's real screens for a jest test: the area's route table and screens, the
// same providers the area mounts with, a memory router at `path`, and a test platform. As a
// mount does, the screen's prefetch starts first.
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from '@survey/shared/router';
import type { Platform } from '../platform-contract';
import { AreaProviders, AreaRoutes, PlatformOverlays, prefetchRoute, type AreaDefinition } from '../area-runtime';

export function renderArea(definition: AreaDefinition, { platform, path }: { platform: Platform; path: string }): RenderResult {
  const url = new URL(path, 'http://localhost');
  prefetchRoute(definition, platform, url);
  return render(
    <AreaProviders area={definition.area} platform={platform}>
      {/* The shell's toasts and loading overlay, so tests can see what the member is shown. */}
      <PlatformOverlays platform={platform} />
      <MemoryRouter initialEntries={[path]}>
        <AreaRoutes definition={definition} />
      </MemoryRouter>
    </AreaProviders>,
  );
}
