// A "new release" of an area without rebuilding: a copy of its current build with one
// visible change, so the content hash (and therefore the version) differs.
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './site';

/** Copies `<area>/dist` and replaces `from` by `to` in its JS files and routes.json. */
export function changedBuild(area: string, from: string, to: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${area}-changed-`));
  cpSync(path.join(repoRoot, area, 'dist'), dir, { recursive: true });
  let replaced = 0;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.js') && file !== 'routes.json') continue;
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    if (text.includes(from)) {
      writeFileSync(full, text.split(from).join(to));
      replaced += 1;
    }
  }
  if (replaced === 0) throw new Error(`"${from}" not found in ${area}/dist`);
  return dir;
}
