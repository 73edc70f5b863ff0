// The operator's CLI runs the esbuild bundle, rebuilt when any file it was made from changes.
import fs from 'node:fs';
import path from 'node:path';
import { CLI, cleanupTmp, RELEASE_DIR, tmpDir } from './helpers';
import { spawnSync } from 'node:child_process';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build script is CommonJS run by plain Node
const { buildCli, isStale, CLI_BUNDLE } = require('../bin/build-cli.cjs') as {
  buildCli: () => string;
  isStale: () => boolean;
  CLI_BUNDLE: string;
};

afterAll(cleanupTmp);

test('a fresh bundle is not stale; a source or shared file dated after it makes it stale', () => {
  buildCli();
  expect(isStale()).toBe(false);
  const inputs: string[] = JSON.parse(fs.readFileSync(path.join(path.dirname(CLI_BUNDLE), 'cli.inputs.json'), 'utf8'));
  expect(inputs).toContain(path.join(RELEASE_DIR, 'src', 'operations', 'rollback.ts'));
  expect(inputs.some((file) => file.includes(`${path.sep}shared${path.sep}src${path.sep}`))).toBe(true);
  for (const file of [
    path.join(RELEASE_DIR, 'src', 'operations', 'rollback.ts'),
    inputs.find((f) => f.includes(`${path.sep}shared${path.sep}`))!,
  ]) {
    const { atime, mtime } = fs.statSync(file);
    try {
      fs.utimesSync(file, atime, new Date(Date.now() + 60_000));
      expect(isStale()).toBe(true);
    } finally {
      fs.utimesSync(file, atime, mtime);
    }
  }
  expect(isStale()).toBe(false);
});

test('the bundle loads no npm package for a command that does not serve (fastify only for serve)', () => {
  const res = spawnSync(process.execPath, [CLI, 'status', '--registry', tmpDir()], {
    encoding: 'utf8',
    env: { ...process.env, NODE_DEBUG: 'module' },
  });
  expect(res.stdout).toMatch(/^registry /);
  expect(res.stderr).not.toMatch(/fastify/);
});
