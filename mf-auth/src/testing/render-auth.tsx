// Renders this area's real screens at `path` on a test platform, with a user-event instance.
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderArea, type TestPlatformOptions } from '@survey/shared/testing';
import { area } from '../app/area';

export function renderAuth(path: string, options: TestPlatformOptions & { fakeTimers?: boolean } = {}) {
  const { fakeTimers, ...platformOptions } = options;
  const platform = createTestPlatform(platformOptions);
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const view = renderArea(area, { platform, path });
  return { platform, user, ...view };
}
