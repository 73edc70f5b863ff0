// Preview tokens: a signed, expiring pin of one area version in one browser (QA), made by
// `release preview` and carried in the SURVEY_PREVIEW cookie. Token = base64url(JSON {area,
// version, until, dev?}) + "." + base64url(HMAC-SHA256(key, that first part)); `dev`, the origin of
// a developer's dev server (a dev override, rollout/dev-origin.ts), in place of a version. The key is
// `<registry>/.preview-key` (32 random bytes, hex, mode 0600, made on first use; a dot file, so
// never served), so every server over the same registry folder accepts the same links.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ReleaseError } from '../base/release-error';
import { DURATION_UNITS, parseDuration } from '../base/duration';
import { loopbackOrigin } from './dev-origin';

export const PREVIEW_KEY_FILE = '.preview-key';

export interface PreviewPin {
  /** The link's id, named in history and by `release preview revoke <id>`. */
  id: string;
  area: string;
  version: string;
  /** ISO time the pin ends. */
  until: string;
  /** A dev override: the loopback origin of the dev server the area's code comes from. */
  dev?: string;
}

export const MAX_PREVIEW_MS = 7 * DURATION_UNITS.d;
/** Longer than any honest token (a few hundred characters): not even hashed. */
const MAX_TOKEN_LENGTH = 2048;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** `30m`, `2h`, `1d` → milliseconds; at most 7 days. */
export function parsePreviewDuration(text: string): number {
  const ms = parseDuration(text, '--for');
  if (ms > MAX_PREVIEW_MS) throw new ReleaseError(`--for ${text} is longer than a preview may last (7d).`);
  return ms;
}

// Read once per change of the file: a key deleted or replaced (to void every link given out)
// takes effect at the next request, without restarting the servers that read it.
const keys = new Map<string, { stamp: string; key: Buffer | null }>();

/** The registry's preview key, or null when no preview was ever made (then no token is valid). */
export function readPreviewKey(registry: string): Buffer | null {
  const file = path.join(registry, PREVIEW_KEY_FILE);
  let stamp: string;
  try {
    const stat = fs.statSync(file);
    stamp = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    keys.delete(file);
    return null;
  }
  const kept = keys.get(file);
  if (kept?.stamp === stamp) return kept.key;
  let key: Buffer | null = null;
  try {
    key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length < 32) key = null;
  } catch {
    key = null;
  }
  keys.set(file, { stamp, key });
  return key;
}

/** The registry's preview key, made now (0600) when there is none. */
export function previewKey(registry: string): Buffer {
  const existing = readPreviewKey(registry);
  if (existing) return existing;
  try {
    // 'wx': two processes making it at once keep one key, the first one written.
    fs.writeFileSync(path.join(registry, PREVIEW_KEY_FILE), `${crypto.randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = readPreviewKey(registry);
  if (!key) throw new ReleaseError(`${path.join(registry, PREVIEW_KEY_FILE)} is unreadable or too short: remove it to make a new one.`);
  return key;
}

const mac = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(payload).digest();

export function signPreview(key: Buffer, pin: PreviewPin): string {
  const { id, area, version, until, dev } = pin;
  if (dev !== undefined && loopbackOrigin(dev) !== dev)
    throw new ReleaseError(`a dev override loads code only from a loopback origin, not ${dev}.`);
  const payload = Buffer.from(JSON.stringify({ id, area, version, until, ...(dev ? { dev } : {}) })).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The pin a token carries, or null when it is malformed, signed with another key, altered or expired. */
export function verifyPreview(key: Buffer | null, token: string | null | undefined, now = Date.now()): PreviewPin | null {
  if (!key || !token || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 2 || !parts.every((p) => BASE64URL.test(p))) return null;
  const [payload, signature] = parts;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  // Constant time: how long a refusal takes must not tell how close a forged signature was.
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  let pin: Partial<PreviewPin>;
  try {
    pin = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<PreviewPin>;
  } catch {
    return null;
  }
  if (
    !pin ||
    typeof pin.id !== 'string' ||
    typeof pin.area !== 'string' ||
    typeof pin.version !== 'string' ||
    typeof pin.until !== 'string'
  )
    return null;
  const until = Date.parse(pin.until);
  if (!Number.isFinite(until) || until <= now) return null;
  // Checked again here, not only when signing: no signed link ever loads code from elsewhere.
  if (pin.dev !== undefined && loopbackOrigin(pin.dev) !== pin.dev) return null;
  return { id: pin.id, area: pin.area, version: pin.version, until: pin.until, ...(pin.dev ? { dev: pin.dev } : {}) };
}
