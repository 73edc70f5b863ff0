// One area version's health as GET /api/v1/platform/health answers it, for the rule, watch and status tests.
import type { VersionHealth } from '@survey/contract';

export function versionHealth(
  area: string,
  version: string,
  loads: number,
  failures: number,
  more: Partial<Pick<VersionHealth, 'devices' | 'errors' | 'lcpP75' | 'inpP75'>> = {},
): VersionHealth {
  return {
    area,
    version,
    loads,
    devices: loads ? 5 : 0,
    failures,
    failureRate: loads ? failures / loads : null,
    errors: 0,
    lcpP75: null,
    inpP75: null,
    clsP75: null,
    ...more,
  };
}
