// The key the DEVICE_ID cookie is signed with: the API's DEVICE_ID_KEY (env, or DEVICE_ID_KEY_FILE), so
// the API can tell the ids this server issued from made-up ones and count only their beacons. Without
// one, `<registry>/.device-id-key` (made on first use, 0600, a dot file so never served) keeps every
// server over the registry issuing and honouring the same ids — then give the API that file as
// DEVICE_ID_KEY_FILE, or its beacons are refused (docs/releases.md, "Signed device ids").
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ReleaseError } from '../base/release-error';
import { type Env, envSecret } from './env-secret';

export const DEVICE_KEY_FILE = '.device-id-key';
/** As the API requires of its secrets. */
const MIN_LENGTH = 32;

function registryKey(registry: string): string {
  const file = path.join(registry, DEVICE_KEY_FILE);
  try {
    // 'wx': two servers making it at once keep one key, the first one written.
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

// Read once per registry and environment value: every request needs it.
const keys = new Map<string, string>();

/** The device-id key for servers over `registry`. */
export function deviceKey(registry: string, env: Env = process.env): string {
  const given = envSecret('DEVICE_ID_KEY', env);
  const cacheKey = `${registry}\0${given ?? ''}`;
  const kept = keys.get(cacheKey);
  if (kept) return kept;
  const key = given ?? registryKey(registry);
  if (key.length < MIN_LENGTH)
    throw new ReleaseError(
      `The device-id key (${given ? 'DEVICE_ID_KEY' : path.join(registry, DEVICE_KEY_FILE)}) is shorter than ${MIN_LENGTH} characters.`,
    );
  keys.set(cacheKey, key);
  return key;
}
