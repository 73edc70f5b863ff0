// Re-hashes published files against their release.json: what changed or went missing.
// Run on the registry host only (its CLI side: cli/commands/verify.ts); the service has no verify.
import fs from 'node:fs';
import path from 'node:path';
import type { CommonOptions } from '../registry/context';
import { sha384 } from '../base/fsutil';
import { SHELL, listAreas, listVersions, paths, resolveRegistry } from '../registry/layout';

export function verify(target?: string, options: CommonOptions = {}): { checked: number; problems: string[] } {
  const registry = resolveRegistry(options.registry);
  const targets = target ? [target] : [SHELL, ...listAreas(registry)];
  const problems: string[] = [];
  let checked = 0;
  for (const t of targets) {
    for (const info of listVersions(registry, t)) {
      const dir = paths.versionDir(registry, t, info.version);
      for (const [rel, hash] of Object.entries(info.files)) {
        checked++;
        try {
          if (sha384(fs.readFileSync(path.join(dir, rel))) !== hash) problems.push(`${t} ${info.version}: ${rel} was modified`);
        } catch {
          problems.push(`${t} ${info.version}: ${rel} is missing`);
        }
      }
    }
  }
  return { checked, problems };
}
