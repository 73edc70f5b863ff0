// Kill-during-write: the CLI SIGKILLs itself at a named point (RELEASE_CRASH_AT); the live
// manifest must still parse and show the previous live version, and the next command must
// work (stale lock and half-written temp files cleared).
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promote, publish, readManifest } from '../src';
import { CLI, cleanupTmp, makeAreaBuild, makeShellBuild, RELEASE_DIR, runCli, tmpDir } from './helpers';

let repo: string;
let template: string;
let v1: string;
let v2: string;
let v2Dir: string;

beforeAll(() => {
  repo = tmpDir();
  template = path.join(tmpDir('release-reg-'), 'registry');
  makeShellBuild(repo);
  publish('shell', { registry: template, repoRoot: repo, promote: true });
  makeAreaBuild(repo, 'mf-tasks', { code: 'v1' });
  v1 = publish('mf-tasks', { registry: template, repoRoot: repo, promote: true }).version;
  v2Dir = makeAreaBuild(tmpDir(), 'mf-tasks', { code: 'v2' });
});
afterAll(cleanupTmp);

function freshRegistry(): string {
  const dir = path.join(tmpDir('release-crash-'), 'registry');
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

function liveVersion(registry: string): string | undefined {
  const text = fs.readFileSync(path.join(registry, 'remotes.json'), 'utf8');
  const manifest = JSON.parse(text); // must parse
  return manifest.areas.find((a: { area: string }) => a.area === 'mf-tasks')?.version;
}

describe('CLI', () => {
  test('publish, status, promote, rollback, history through the command line (timed)', () => {
    const registry = freshRegistry();
    const pub = runCli(['publish', 'mf-tasks', '--from', v2Dir, '--registry', registry]);
    expect(pub.stderr).toBe('');
    expect(pub.status).toBe(0);
    v2 = /published mf-tasks ([^\s,]+)/.exec(pub.stdout)![1];
    expect(pub.stdout).toMatch(`make it live with: pnpm release promote mf-tasks ${v2}`);
    console.log(
      `CLI publish mf-tasks: ${/\((\d+) ms\)/.exec(pub.stdout)![1]} ms inside the command, ${pub.ms} ms wall incl. Node start-up`,
    );

    const pro = runCli(['promote', 'mf-tasks', v2, '--registry', registry]);
    expect(pro.status).toBe(0);
    expect(pro.stdout).toMatch(`mf-tasks ${v2} is live (was ${v1}; fallback ${v1})`);
    console.log(`CLI promote mf-tasks: ${/\((\d+) ms\)/.exec(pro.stdout)![1]} ms inside the command, ${pro.ms} ms wall`);

    const st = runCli(['status', '--registry', registry]);
    expect(st.status).toBe(0);
    expect(st.stdout).toMatch(/AREA\s+LIVE\s+FALLBACK\s+PUBLISHED\s+ROUTES\s+VERSIONS/);
    expect(st.stdout).toMatch(new RegExp(`mf-tasks\\s+${v2}\\s+${v1}\\s+\\S+\\s+2\\s+2`));
    expect(st.stdout).toMatch(/^shell\s+1\.0\.0-/m);

    const rb = runCli(['rollback', 'mf-tasks', '--registry', registry]);
    expect(rb.status).toBe(0);
    expect(rb.stdout).toMatch(`mf-tasks rolled back ${v2} → ${v1}; fallback now none`);
    console.log(`CLI rollback mf-tasks: ${/\((\d+) ms\)/.exec(rb.stdout)![1]} ms inside the command, ${rb.ms} ms wall incl. Node start-up`);
    expect(liveVersion(registry)).toBe(v1);

    const hist = runCli(['history', 'mf-tasks', '--registry', registry]);
    expect(
      hist.stdout
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(/\s+/)[2]),
    ).toEqual(['publish', 'promote', 'publish', 'promote', 'rollback']);

    const up = runCli(['updating', 'on', '--registry', registry]);
    expect(up.status).toBe(0);
    expect(readManifest(registry)!.updating).toBe(true);
  });

  test('errors exit 1 with what went wrong and how to fix it', () => {
    const registry = freshRegistry();
    const missing = runCli(['publish', 'mf-nothing', '--registry', registry]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/release: no build of mf-nothing at .*pnpm --filter mf-nothing build/);

    const bad = runCli(['promote', 'mf-tasks', '0.0.0-deadbeef00', '--registry', registry]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(new RegExp(`not published .*published versions of mf-tasks: ${v1}`));

    const unknown = runCli(['frobnicate']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/unknown command "frobnicate"[\s\S]*usage:/);

    expect(runCli(['updating', 'maybe', '--registry', registry]).stderr).toMatch(/"on" or "off"/);
  });
});

describe('kill during write', () => {
  const points = ['after-lock', 'after-copy', 'mid-temp-write', 'after-temp-write', 'before-rename'];

  test.each(points)('publish --promote killed at %s leaves the previous version live', (point) => {
    const registry = freshRegistry();
    const killed = runCli(['publish', 'mf-tasks', '--from', v2Dir, '--promote', '--registry', registry], { RELEASE_CRASH_AT: point });
    expect(killed.signal).toBe('SIGKILL');
    expect(liveVersion(registry)).toBe(v1);
    expect(fs.existsSync(path.join(registry, '.lock'))).toBe(true); // left behind by the dead process

    if (point === 'after-copy') {
      // The half-published folder is a dot folder: never a version, never served.
      const entries = fs.readdirSync(path.join(registry, 'areas', 'mf-tasks'));
      expect(entries.filter((e) => !e.startsWith('.'))).toEqual([v1]);
      expect(entries.some((e) => e.startsWith('.tmp-'))).toBe(true);
    }

    const next = runCli(['publish', 'mf-tasks', '--from', v2Dir, '--promote', '--registry', registry]);
    expect(next.stderr).toBe('');
    expect(next.status).toBe(0);
    expect(next.stdout).toMatch(/removed a stale lock left by pid \d+/);
    const version = /(?:published|already published) mf-tasks ([^\s,]+)/.exec(next.stdout)![1];
    expect(liveVersion(registry)).toBe(version);
    expect(readManifest(registry)!.areas[0].fallback?.version).toBe(v1);
    expect(fs.existsSync(path.join(registry, '.lock'))).toBe(false);
    expect(fs.readdirSync(registry).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(fs.readdirSync(path.join(registry, 'areas', 'mf-tasks')).filter((e) => e.startsWith('.'))).toEqual([]);
  });

  test('killed right after the rename: the new manifest is complete and valid', () => {
    const registry = freshRegistry();
    const killed = runCli(['publish', 'mf-tasks', '--from', v2Dir, '--promote', '--registry', registry], {
      RELEASE_CRASH_AT: 'after-rename',
    });
    expect(killed.signal).toBe('SIGKILL');
    const live = liveVersion(registry);
    expect(live).not.toBe(v1);
    expect(runCli(['status', '--registry', registry]).status).toBe(0);
    expect(runCli(['rollback', 'mf-tasks', '--registry', registry]).status).toBe(0);
    expect(liveVersion(registry)).toBe(v1);
  });

  test.each(['mid-temp-write', 'before-rename'])('rollback killed at %s leaves the current version live', (point) => {
    const registry = freshRegistry();
    expect(runCli(['publish', 'mf-tasks', '--from', v2Dir, '--promote', '--registry', registry]).status).toBe(0);
    const live = liveVersion(registry);
    const killed = runCli(['rollback', 'mf-tasks', '--registry', registry], { RELEASE_CRASH_AT: point });
    expect(killed.signal).toBe('SIGKILL');
    expect(liveVersion(registry)).toBe(live);
    const again = runCli(['rollback', 'mf-tasks', '--registry', registry]);
    expect(again.status).toBe(0);
    expect(liveVersion(registry)).toBe(v1);
  });

  test('concurrent commands take turns: both publishes land in the manifest', async () => {
    const registry = freshRegistry();
    const builds = tmpDir();
    const run = (area: string) =>
      new Promise<number | null>((resolve) => {
        const dir = makeAreaBuild(builds, area, { code: area });
        const child = spawn(process.execPath, [CLI, 'publish', area, '--from', dir, '--promote', '--registry', registry], {
          cwd: RELEASE_DIR,
          stdio: 'ignore',
        });
        child.on('exit', (code) => resolve(code));
      });
    const codes = await Promise.all(['mf-home', 'mf-bbs', 'mf-exchange'].map(run));
    expect(codes).toEqual([0, 0, 0]);
    expect(readManifest(registry)!.areas.map((a) => a.area)).toEqual(['mf-bbs', 'mf-exchange', 'mf-home', 'mf-tasks']);
  });

  test('a lock held by a live process makes the next command wait, then fail with a clear message', () => {
    const registry = freshRegistry();
    fs.writeFileSync(
      path.join(registry, '.lock'),
      JSON.stringify({ pid: process.pid, token: 'x', host: os.hostname(), command: 'publish mf-home', since: new Date().toISOString() }),
    );
    expect(() => promote('mf-tasks', v1, { registry, lockWaitMs: 200 })).toThrow(/locked by pid \d+ .*"publish mf-home".*delete .*\.lock/s);
    fs.rmSync(path.join(registry, '.lock'));
  });
});
