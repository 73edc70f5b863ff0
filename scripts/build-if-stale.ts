// Builds the shell and each area whose dist is missing or older than its sources (or the
// shared package and tooling they are built from). One webpack at a time: 2-core machines.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..');
export const FRONT_END_PACKAGES = ['shell', 'mf-auth', 'mf-home', 'mf-tasks', 'mf-exchange', 'mf-bbs', 'mf-campaigns'];

/** Newest mtime under `target`, folders included (a deleted file changes its folder's). */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function staleBuilds(packages = FRONT_END_PACKAGES): string[] {
  const common = Math.max(newestMtime(path.join(repoRoot, 'shared', 'src')), newestMtime(path.join(repoRoot, 'tooling', 'webpack')));
  return packages.filter((name) => {
    const dir = path.join(repoRoot, name);
    const built = path.join(dir, 'dist', 'build.json');
    if (!existsSync(built)) return true;
    const builtAt = statSync(built).mtimeMs;
    return Math.max(common, newestMtime(path.join(dir, 'src')), newestMtime(path.join(dir, 'package.json'))) > builtAt;
  });
}

/**
 * One package's production build; returns its seconds. webpack leaves an unchanged build.json
 * unwritten, so it is dated to the build's start: the next staleness check sees the build fresh,
 * and an edit made while it built still makes it stale.
 */
export function buildPackage(name: string, stdio: 'inherit' | 'ignore' = 'inherit'): number {
  const started = new Date();
  execFileSync('pnpm', ['--filter', `@survey/${name}`, 'run', 'build'], { cwd: repoRoot, stdio });
  utimesSync(path.join(repoRoot, name, 'dist', 'build.json'), started, started);
  return (Date.now() - started.getTime()) / 1000;
}

export function buildStale(packages = FRONT_END_PACKAGES, log = console.log): void {
  for (const name of staleBuilds(packages)) {
    log(`构建 ${name} ...`);
    log(`构建 ${name} 完成 (${buildPackage(name).toFixed(1)} s)`);
  }
}

if (require.main === module) buildStale();
