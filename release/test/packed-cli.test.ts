// A team's CI job publishes from an artifact alone: the packed CLI and a build, in an empty folder,
// with bare Node and no node_modules anywhere above it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publish, readHistory, readManifest } from '../src';
import { CLI, cleanupTmp, makeAreaBuild, makeShellBuild, tmpDir } from './helpers';
import { containerSource, THROWING_MOUNT_LIFECYCLES } from './smoke-fixtures';
import { startService } from './service-setup';

afterAll(cleanupTmp);

let job: string;
let packed: string;
let registry: string;

beforeAll(() => {
  const made = spawnSync(process.execPath, [CLI, 'pack-cli'], { encoding: 'utf8' });
  expect(made.status).toBe(0);
  packed = /packed (\S+)/.exec(made.stdout)![1];
  // The job's folder: outside the repository, so no node_modules or workspace is found above it.
  job = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-job-'));
  fs.copyFileSync(packed, path.join(job, 'survey-release.cjs'));
  const repo = tmpDir();
  makeShellBuild(repo);
  registry = tmpDir('registry-');
  publish('shell', { registry, repoRoot: repo, promote: true });
  makeAreaBuild(job, 'mf-tasks');
  fs.renameSync(path.join(job, 'mf-tasks', 'dist'), path.join(job, 'dist'));
});
afterAll(() => fs.rmSync(job, { recursive: true, force: true }));

/** The CI job's command: bare Node, the job's folder, only the registry in the environment. */
const runJob = (args: string[]) =>
  spawnSync(process.execPath, ['survey-release.cjs', ...args], {
    cwd: job,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, SURVEY_REGISTRY: registry },
  });

test('the packed CLI is one file that needs no node_modules: publish --from --git-sha --promote', () => {
  expect(fs.readdirSync(job).sort()).toEqual(['dist', 'mf-tasks', 'survey-release.cjs']);
  const res = runJob(['publish', 'mf-tasks', '--from', './dist', '--git-sha', '3fa2c9d81e0b', '--promote']);
  expect([res.status, res.stderr]).toEqual([0, '']);
  expect(res.stdout).toMatch(/^published mf-tasks \S+, now live/m);
  const live = readManifest(registry)!.areas.find((a) => a.area === 'mf-tasks')!;
  const info = JSON.parse(fs.readFileSync(path.join(registry, 'areas', 'mf-tasks', live.version, 'release.json'), 'utf8'));
  expect(info.gitSha).toBe('3fa2c9d81e0b');
  expect(readHistory(registry).some((entry) => entry.action === 'publish' && entry.to === live.version)).toBe(true);
  // `history`, run by the same file, names the commit of the version it published.
  const shown = runJob(['history', 'mf-tasks', '--json']);
  expect(JSON.parse(shown.stdout)).toContainEqual(
    expect.objectContaining({ action: 'publish', to: live.version, note: 'git 3fa2c9d81e0b' }),
  );
});

test('the packed CLI runs the smoke test itself: a build whose mount throws is refused from the empty folder', () => {
  const made = makeAreaBuild(tmpDir(), 'mf-tasks', { raw: { 'remoteEntry.js': containerSource('mf_tasks', THROWING_MOUNT_LIFECYCLES) } });
  fs.cpSync(made, path.join(job, 'broken-dist'), { recursive: true });
  const before = readHistory(registry).length;
  const res = runJob(['publish', 'mf-tasks', '--from', './broken-dist', '--git-sha', 'badc0de', '--promote']);
  expect(res.status).toBe(1);
  expect(res.stderr).toContain(`/tasks: mount threw: TypeError: Cannot read properties of undefined (reading 'user')`);
  expect(readHistory(registry)).toHaveLength(before);
  fs.rmSync(path.join(job, 'broken-dist'), { recursive: true });
});

test('outside a checkout, publish without --from refuses and names the flag instead of guessing a build', () => {
  const res = runJob(['publish', 'mf-tasks']);
  expect(res.status).not.toBe(0);
  expect(res.stderr).toContain('--from <build folder>');
});

test('against the registry service with a team token, as the CI job in docs/deploy.md runs it', async () => {
  const service = await startService();
  try {
    makeShellBuild(service.repo);
    publish('shell', { registry: service.registry, repoRoot: service.repo, promote: true });
    const token = service.token('team-tasks', 'mf-tasks', ['publish', 'promote']);
    // Async: the service answers from this process.
    const out = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['survey-release.cjs', 'publish', 'mf-tasks', '--from', './dist', '--git-sha', 'c0ffee12', '--promote'],
        {
          cwd: job,
          env: { PATH: process.env.PATH, SURVEY_REGISTRY: service.url, SURVEY_RELEASE_TOKEN: token },
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
    expect([out.code, out.stderr]).toEqual([0, '']);
    const live = readManifest(service.registry)!.areas.find((a) => a.area === 'mf-tasks')!;
    const info = JSON.parse(fs.readFileSync(path.join(service.registry, 'areas', 'mf-tasks', live.version, 'release.json'), 'utf8'));
    expect(info.gitSha).toBe('c0ffee12');
    expect(readHistory(service.registry).find((entry) => entry.to === live.version)).toEqual(
      expect.objectContaining({ action: 'publish', user: expect.stringContaining('team-tasks'), note: 'git c0ffee12' }),
    );
  } finally {
    await service.app.close();
  }
});
