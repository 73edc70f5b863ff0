// The health events of this page waiting to be sent: in batches of at most 50 (the beacon
// contract's limit), 5 s after the first one waits, at once when 50 wait, and whenever the page
// is hidden (start-health.ts calls flush).
import type { BeaconBody, HealthEvent } from '@survey/contract';

export const BATCH_SIZE = 50;
export const FLUSH_DELAY_MS = 5000;

export interface HealthQueue {
  add(event: HealthEvent): void;
  /** Sends everything waiting now. */
  flush(): void;
}

/**
 * `deviceId` is read at each send: the id the server signed into the DEVICE_ID cookie. Without one
 * (a page no site server or registry origin served) a batch is dropped: the API counts only signed ids.
 */
export function createHealthQueue(deviceId: () => string | null, send: (body: BeaconBody) => void): HealthQueue {
  let waiting: HealthEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    while (waiting.length > 0) {
      const events = waiting.slice(0, BATCH_SIZE);
      waiting = waiting.slice(BATCH_SIZE);
      const id = deviceId();
      if (id) send({ deviceId: id, events });
    }
  }

  return {
    add(event) {
      waiting.push(event);
      if (waiting.length >= BATCH_SIZE) flush();
      else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
    },
    flush,
  };
}
