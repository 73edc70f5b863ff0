// Sends one batch of health events the way that survives the page going away: sendBeacon, or a
// keepalive fetch where the browser has no beacon or refused this one (its queue is full).
// Fire and forget: a lost batch is lost, and nothing here ever throws into the page.
import type { BeaconBody } from '@survey/contract';

export const BEACON_URL = '/api/v1/platform/beacon';

export function sendBeacon(body: BeaconBody): void {
  const json = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(BEACON_URL, new Blob([json], { type: 'application/json' }))) {
      return;
    }
  } catch {
    /* a browser that throws instead of returning false: try fetch */
  }
  try {
    if (typeof fetch !== 'function') return;
    void fetch(BEACON_URL, {
      method: 'POST',
      body: json,
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    /* no way to send: health is best effort */
  }
}
