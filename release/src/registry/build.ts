// Reading a build folder into memory and computing its version.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { ReleaseError } from '../base/release-error';

export interface LoadedBuild {
  target: string;
  dir: string;
  /** Relative POSIX path → content. */
  files: Map<string, Buffer>;
  /** `<packageVersion>-<first 10 hex of sha256 over the files>` */
  version: string;
  packageVersion: string;
}

/** What reading a build needs to know about its target. */
export interface BuildSource {
  name: string;
  /** Files of the build folder that are never published (and not part of the version hash). */
  unpublished: ReadonlySet<string>;
  /** The command that makes the build, for error messages. */
  buildCommand: string;
}

function walk(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

export function contentHash(files: Map<string, Buffer>): string {
  const hash = crypto.createHash('sha256');
  for (const rel of [...files.keys()].sort()) {
    const data = files.get(rel)!;
    hash.update(`${rel}\0${data.length}\0`);
    hash.update(data);
  }
  return hash.digest('hex');
}

export function defaultBuildDir(repoRoot: string, target: string): string {
  return path.join(repoRoot, target, 'dist');
}

export function refusal(what: string, problems: string[], fix: string): ReleaseError {
  return new ReleaseError(`${what} refused:\n${problems.map((p) => `  - ${p}`).join('\n')}\nHow to fix: ${fix}`);
}

/** A JSON file of a loaded build; a missing or broken one is an error telling how to rebuild. */
export function buildJson<T>(b: LoadedBuild, name: string, buildCommand: string): T {
  const data = b.files.get(name);
  if (!data) throw new ReleaseError(`${path.join(b.dir, name)} is missing: run \`${buildCommand}\` first.`);
  try {
    return JSON.parse(data.toString('utf8')) as T;
  } catch (err) {
    throw new ReleaseError(`${path.join(b.dir, name)} is not valid JSON (${(err as Error).message}); run \`${buildCommand}\` again.`);
  }
}

/** Reads a build folder into memory (so what is hashed is exactly what is copied). */
export function loadBuild(source: BuildSource, dir: string): LoadedBuild {
  const { name, unpublished, buildCommand } = source;
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw new ReleaseError(`no build of ${name} at ${dir}: run \`${buildCommand}\` first (or pass --from <dir>).`);
  }
  const files = new Map<string, Buffer>();
  for (const rel of walk(dir).sort()) {
    if (unpublished.has(rel)) continue;
    files.set(rel, fs.readFileSync(path.join(dir, rel)));
  }
  const partial = { target: name, dir, files, version: '', packageVersion: '' };
  const declared = buildJson<{ packageVersion?: unknown }>(partial, 'build.json', buildCommand).packageVersion;
  const packageVersion = typeof declared === 'string' ? declared : '';
  if (!/^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/.test(packageVersion)) {
    throw new ReleaseError(
      `${path.join(dir, 'build.json')} has no valid packageVersion (got ${JSON.stringify(declared)}); run \`${buildCommand}\` again.`,
    );
  }
  return { ...partial, packageVersion, version: `${packageVersion}-${contentHash(files).slice(0, 10)}` };
}
