// One area version's health as GET /api/v1/platform/health answers it, for the rule, watch and status tests:
// by default from 5 addresses, failures spread evenly over them.
import type { VersionHealth } from '@survey/contract';

type More = Partial<
  Pick<VersionHealth, 'devices' | 'addresses' | 'failingAddresses' | 'addressFailureRate' | 'errors' | 'lcpP75' | 'inpP75'>
>;

export function versionHealth(area: string, version: string, loads: number, failures: number, more: More = {}): VersionHealth {
  const addresses = more.addresses ?? (loads ? 5 : 0);
  return {
    area,
    version,
    loads,
    devices: loads ? 5 : 0,
    addresses,
    failingAddresses: failures ? addresses : 0,
    failures,
    failureRate: loads ? failures / loads : null,
    addressFailureRate: loads ? failures / loads : null,
    errors: 0,
    lcpP75: null,
    inpP75: null,
    clsP75: null,
    ...more,
  };
}
