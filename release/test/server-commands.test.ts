// `release serve` and `release registry-serve` run in the foreground until SIGINT/SIGTERM, then
// close their server and exit 0 (the stop is one helper, until-signal.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../src/base/free-port';
import { CLI, RELEASE_DIR, cleanupTmp, runCli, tmpDir } from './helpers';

afterAll(cleanupTmp);

test.each([
  ['serve', 'SIGTERM', /^site server on (http:\/\/\S+) /m, '/', 503],
  ['registry-serve', 'SIGINT', /^registry service on (http:\/\/\S+) /m, '/v1/status', 401],
] as const)('%s answers until %s, then exits 0', async (command, signal, started, route, answer) => {
  runCli(['status', '--registry', tmpDir()]); // compiles the CLI first, so start-up is quick
  const registry = path.join(tmpDir('release-reg-'), 'registry');
  const port = await freePort();
  const child = spawn(process.execPath, [CLI, command, '--port', String(port), '--registry', registry], { cwd: RELEASE_DIR });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.on('exit', (code, sig) => resolve({ code, signal: sig })),
  );
  let stdout = '';
  const url = await new Promise<string>((resolve) =>
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      const m = started.exec(stdout);
      if (m) resolve(m[1]);
    }),
  );
  // It answers: the site server's page for a registry with nothing live, the service's refusal without a token.
  expect((await fetch(url + route)).status).toBe(answer);
  child.kill(signal);
  expect(await exited).toEqual({ code: 0, signal: null });
});
