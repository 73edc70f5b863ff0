// Renders this area's real screens at `path` on a test platform, with a user-event instance.
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea, type TestPlatform, type TestPlatformOptions } from '@survey/shared/testing';
import { area } from '../app/area';
import { getBannersLogin } from '@survey/contract';

export interface RenderAuthOptions extends TestPlatformOptions {
  /** user-event advances jest's fake timers (call jest.useFakeTimers() first). */
  fakeTimers?: boolean;
  /** Sets up API answers before the first render. */
  server?: (server: TestPlatform['server']) => void;
}

export function renderAuth(path: string, options: RenderAuthOptions = {}) {
  const { fakeTimers, server, ...platformOptions } = options;
  const platform = createTestPlatform(platformOptions);
  // The login page asks for its banners; a test that cares answers with some.
  platform.server.respond(getBannersLogin, []);
  server?.(platform.server);
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const view = renderArea(area, { platform, path });
  return { platform, user, ...view };
}
