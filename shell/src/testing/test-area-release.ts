// A release of a new test area for loader tests: live 1.0.0 with, by default, fallback 0.9.0. Each
// call names a new area, as the loader caches per area.
import { type AreaRelease, PLATFORM_API_VERSION } from '@survey/shared';

let areaCount = 0;

export const entryPath = (area: string, version: string) => `/areas/${area}/${version}/remoteEntry.js`;

export function testAreaRelease(
  options: { withFallback?: boolean; liveApiVersion?: number; channel?: AreaRelease['channel'] } = {},
): AreaRelease {
  areaCount += 1;
  const area = `mf-test${areaCount}`;
  const candidate = (version: string, platformApiVersion = PLATFORM_API_VERSION) => ({
    version,
    entry: entryPath(area, version),
    integrity: `sha384-${area}-${version}`,
    platformApiVersion,
  });
  const routes = [{ path: `/${area}`, name: area, title: '测试' }];
  return {
    area,
    federationName: area.replace(/-/g, '_'),
    ...candidate('1.0.0', options.liveApiVersion),
    routes,
    publishedAt: '2026-11-21T08:00:00.000Z',
    ...(options.channel ? { channel: options.channel } : {}),
    fallback: options.withFallback === false ? null : { ...candidate('0.9.0'), routes, publishedAt: '2026-11-20T08:00:00.000Z' },
  };
}
