// Health events as the shell reports them, and device ids as the site server signs them, for the platform tests.
import { randomBytes } from 'node:crypto';
import type { HealthEvent } from '@survey/contract';
import { signDeviceId } from '@survey/contract/device-id';
import type { ServerOptions } from '../src/index';
import { demoSecrets } from '../src/security/secrets';
import { type Harness, randomIp, start } from './helpers';

/** The secrets of the platform tests' servers: the site server would share this device-id key. */
export const SECRETS = demoSecrets(undefined, {});

/** A server whose device-id key and health-read token the tests know. */
export const startPlatform = (options: ServerOptions = {}) => start({ secrets: SECRETS, ...options });

/** A fresh device id, as the shell keeps it (40 hex). */
export const newDevice = () => randomBytes(20).toString('hex');

/** The DEVICE_ID cookie the site server sets for `id`. */
export const signed = (id: string) => signDeviceId(SECRETS.deviceIdKey, id);

/** The operators' header (`auth: 'operator'`). */
export const OPERATOR = { authorization: `Bearer ${SECRETS.healthReadToken}` };

export const load = (area: string, version: string, ok = true, reason?: 'entry' | 'chunk' | 'integrity'): HealthEvent =>
  ok ? { kind: 'load', area, version, ok } : { kind: 'load', area, version, ok, ...(reason ? { reason } : {}) };
export const error = (area: string, version: string): HealthEvent => ({ kind: 'error', area, version });
export const vital = (area: string, version: string, name: 'LCP' | 'CLS' | 'INP', value: number): HealthEvent => ({
  kind: 'vital',
  area,
  version,
  name,
  value,
});

/**
 * POST /api/v1/platform/beacon as navigator.sendBeacon sends a JSON Blob, with the device id signed and
 * from `ip` (by default an address of its own).
 */
export const beacon = (h: Harness, events: HealthEvent[], deviceId = newDevice(), ip = randomIp()) =>
  h.post('/api/v1/platform/beacon', { deviceId: signed(deviceId), events }, undefined, ip);

type Query = { area?: string; since?: string; canary?: string; canaryPercent?: string };

/** GET /api/v1/platform/health with the given query, as an operator. */
export const health = (h: Harness, query: Query = {}) =>
  h.call('GET', `/api/v1/platform/health?${new URLSearchParams(query)}`, { headers: OPERATOR });
