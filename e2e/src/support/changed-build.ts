// A "new release" of an area without rebuilding: a copy of its current build with one
// visible change, so the content hash (and therefore the version) differs.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './site';

const sri = (bytes: string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * Copies `<area>/dist` and replaces `from` by `to` in its JS files and (unless `scriptsOnly`, for
 * a `to` that is code) routes.json. A changed chunk's new hash replaces its old one in the
 * entries' integrity tables, as a real build would have it (otherwise the browser would refuse the chunk).
 */
export function changedBuild(area: string, from: string, to: string, { scriptsOnly = false } = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${area}-changed-`));
  cpSync(path.join(repoRoot, area, 'dist'), dir, { recursive: true });
  const rehashed = new Map<string, string>();
  let replaced = 0;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.js') && (scriptsOnly || file !== 'routes.json')) continue;
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    if (text.includes(from)) {
      const changed = text.split(from).join(to);
      writeFileSync(full, changed);
      rehashed.set(sri(text), sri(changed));
      replaced += 1;
    }
  }
  if (replaced === 0) throw new Error(`"${from}" not found in ${area}/dist`);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    let updated = text;
    for (const [before, after] of rehashed) updated = updated.split(before).join(after);
    if (updated !== text) writeFileSync(full, updated);
  }
  return dir;
}
