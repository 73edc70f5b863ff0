// The device id (spec section 3): a sha1 hex generated once per browser and kept in storage.
import { sha1 } from 'js-sha1';
import { STORAGE_KEYS } from './storage-keys';

export function generateDeviceId(random: () => number = Math.random, now: () => number = Date.now): string {
  return sha1(`${random()}-${now()}-${random()}`);
}

/** Reads the stored id, creating and storing one the first time. */
export function loadDeviceId(storage: Storage): string {
  const stored = storage.getItem(STORAGE_KEYS.deviceId);
  if (stored && /^[0-9a-f]{40}$/.test(stored)) return stored;
  const id = generateDeviceId();
  storage.setItem(STORAGE_KEYS.deviceId, id);
  return id;
}
