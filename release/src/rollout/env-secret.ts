// A secret the release tools share with the API, read the way the API reads its own: `NAME`, else the
// file named by `NAME_FILE` (docs/deploy.md lists both sides).
import fs from 'node:fs';
import { ReleaseError } from '../base/release-error';

export type Env = Record<string, string | undefined>;

/** The value, or undefined when neither is set; a `_FILE` that cannot be read is an error naming it. */
export function envSecret(name: string, env: Env = process.env): string | undefined {
  const direct = env[name]?.trim();
  if (direct) return direct;
  const file = env[`${name}_FILE`];
  if (!file) return undefined;
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    throw new ReleaseError(`${name}_FILE (${file}) cannot be read.`);
  }
}
