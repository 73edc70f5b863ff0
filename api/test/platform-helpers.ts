// Health events as the shell reports them, for the platform tests.
import { randomBytes } from 'node:crypto';
import type { HealthEvent } from '@survey/contract';
import type { Harness } from './helpers';

/** A fresh device id, as the shell keeps it (40 hex). */
export const newDevice = () => randomBytes(20).toString('hex');

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

/** POST /api/v1/platform/beacon as navigator.sendBeacon sends a JSON Blob. */
export const beacon = (h: Harness, events: HealthEvent[], deviceId = newDevice()) =>
  h.post('/api/v1/platform/beacon', { deviceId, events });

/** GET /api/v1/platform/health with the given query. */
export const health = (h: Harness, query: { area?: string; since?: string } = {}) =>
  h.get(`/api/v1/platform/health?${new URLSearchParams(query)}`);
