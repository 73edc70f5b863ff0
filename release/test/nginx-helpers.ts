// A real nginx (Debian's package) run over a generated configuration, for the nginx tests.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { freePort } from '../src/base/free-port';

export { freePort };

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((f) => fs.existsSync(f));

/** `nginx -t` output for the configuration (empty when nginx accepts it silently). */
export function nginxCheck(conf: string, runDir: string): string {
  return spawnSync(NGINX!, ['-t', '-q', '-c', conf, '-e', path.join(runDir, 'error.log')], { encoding: 'utf8' }).stderr;
}

/** Starts nginx in the foreground and resolves once `url` answers. */
export async function startNginx(conf: string, runDir: string, url: string): Promise<ChildProcess> {
  const nginx = spawn(NGINX!, ['-c', conf, '-e', path.join(runDir, 'error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return nginx;
}

/**
 * Writes the configuration `make` returns for a free port and a run folder under `root`, checks it
 * with `nginx -t` (any complaint fails) and starts nginx on it.
 */
export async function runNginx(
  root: string,
  make: (listen: string, runDir: string) => Promise<string>,
): Promise<{ conf: string; url: string; nginx: ChildProcess }> {
  const port = await freePort();
  const runDir = path.join(root, 'nginx');
  fs.mkdirSync(runDir);
  const conf = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(conf, await make(`127.0.0.1:${port}`, runDir));
  const complaint = nginxCheck(conf, runDir);
  if (complaint) throw new Error(`nginx -t refused ${conf}: ${complaint}`);
  const url = `http://127.0.0.1:${port}`;
  return { conf, url, nginx: await startNginx(conf, runDir, `${url}/remotes.json`) };
}
