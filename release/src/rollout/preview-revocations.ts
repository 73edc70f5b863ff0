// Revoked preview links: `<registry>/.preview-revoked.json` (a dot file, never served) lists the
// ids of links that pin nothing any more, each until the link would have expired anyway. Every
// server over the registry folder reads it at request time (re-read when the file changes), so a
// revocation takes effect at the next request, without restarting anything and without voiding
// the other links (replacing `.preview-key` voids them all).
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../base/fsutil';
import { type PreviewPin, readPreviewKey, verifyPreview } from './preview';

export const PREVIEW_REVOKED_FILE = '.preview-revoked.json';

interface Revoked {
  id: string;
  /** The link's own end: after it, the entry is dropped at the next revocation. */
  until: string;
}

const cache = new Map<string, { stamp: string; ids: Set<string> }>();

function readRevoked(registry: string): Revoked[] {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(registry, PREVIEW_REVOKED_FILE), 'utf8')) as { revoked?: Revoked[] };
    return Array.isArray(parsed.revoked) ? parsed.revoked : [];
  } catch {
    return [];
  }
}

/** The ids of revoked links. */
export function revokedPreviewIds(registry: string): Set<string> {
  const file = path.join(registry, PREVIEW_REVOKED_FILE);
  let stamp: string;
  try {
    const stat = fs.statSync(file);
    stamp = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    return new Set();
  }
  const kept = cache.get(file);
  if (kept?.stamp === stamp) return kept.ids;
  const ids = new Set(readRevoked(registry).map((r) => r.id));
  cache.set(file, { stamp, ids });
  return ids;
}

/** Adds a link to the list (dropping entries whose links expired). Call under the registry lock. */
export function addRevokedPreview(registry: string, entry: Revoked, now = Date.now()): void {
  const kept = readRevoked(registry).filter((r) => Date.parse(r.until) > now && r.id !== entry.id);
  writeFileAtomic(path.join(registry, PREVIEW_REVOKED_FILE), `${JSON.stringify({ revoked: [...kept, entry] }, null, 2)}\n`);
}

/** The pin a preview token carries in this registry: signed with its key, not expired, not revoked. */
export function verifyRegistryPreview(registry: string, token: string | null | undefined, now = Date.now()): PreviewPin | null {
  const pin = verifyPreview(readPreviewKey(registry), token, now);
  return pin && !revokedPreviewIds(registry).has(pin.id) ? pin : null;
}
