// Starting and stopping the processes of the local production layout (prod-local-layout.ts and
// prod-local-edges.ts): waiting for one to answer over HTTP, a graceful stop with a deadline, nginx
// in the foreground over a checked configuration.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';

export async function waitForHttp(url: string, child: ChildProcess, what: string, logFile: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited (code ${child.exitCode}); see ${logFile}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${what} did not answer at ${url}; see ${logFile}`);
}

export function stopped(child: ChildProcess, signal: NodeJS.Signals, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/**
 * `nginx -t` on the configuration in `runDir`, then nginx in the foreground (its output appended to
 * `logFile`); resolves once `probe` answers. Stop it with SIGQUIT, nginx's graceful shutdown.
 */
export async function startNginx(nginxBin: string, conf: string, probe: string, logFile: string): Promise<ChildProcess> {
  const errorLog = path.join(path.dirname(conf), 'error.log');
  const test = spawnSync(nginxBin, ['-t', '-q', '-c', conf, '-e', errorLog], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused ${conf}: ${test.stderr}`);
  const out = openSync(logFile, 'a');
  const nginx = spawn(nginxBin, ['-c', conf, '-e', errorLog, '-g', 'daemon off;'], { stdio: ['ignore', out, out], detached: true });
  await waitForHttp(probe, nginx, 'nginx', errorLog);
  return nginx;
}
