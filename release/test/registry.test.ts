import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { history, promote, publish, publishAll, readManifest, rollback, setUpdating, status, verify } from '../src';
import { cleanupTmp, makeAreaBuild, makeShellBuild, readJson, tmpDir } from './helpers';

let repo: string;
let registry: string;

beforeEach(() => {
  repo = tmpDir();
  registry = path.join(tmpDir('release-reg-'), 'registry');
});
afterAll(cleanupTmp);

const opts = () => ({ registry, repoRoot: repo, user: 'tester' });

function publishArea(area: string, code: string, extra: Record<string, unknown> = {}) {
  makeAreaBuild(repo, area, { code, ...extra });
  return publish(area, { ...opts(), promote: true });
}

describe('publish', () => {
  test('copies an area build into an immutable versioned folder and makes it live', () => {
    makeShellBuild(repo);
    publish('shell', { ...opts(), promote: true });
    makeAreaBuild(repo, 'mf-tasks');
    const res = publish('mf-tasks', { ...opts(), promote: true });
    console.log(`publish mf-tasks (in process): ${res.durationMs} ms`);

    expect(res.status).toBe('published');
    expect(res.promoted).toBe(true);
    expect(res.version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    const dir = path.join(registry, 'areas', 'mf-tasks', res.version);
    const files = fs.readdirSync(dir).sort();
    expect(files).toEqual(
      expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'routes.json', 'build.json', 'release.json', 'static']),
    );
    expect(files).not.toContain('index.html');
    expect(files).not.toContain('main.js');

    const release = readJson(path.join(dir, 'release.json'));
    expect(release).toMatchObject({ area: 'mf-tasks', version: res.version, gitSha: expect.any(String), publishedAt: expect.any(String) });
    expect(release.files['static/logo.abcdef12.png']).toMatch(/^sha384-/);
    expect(release.entryIntegrity).toBe(release.files['remoteEntry.js']);

    const manifest = readManifest(registry)!;
    expect(manifest).toMatchObject({ schema: 1, platformApiVersion: 1, updating: false });
    expect(manifest.shell?.version).toMatch(/^1\.0\.0-/);
    const area = manifest.areas.find((a) => a.area === 'mf-tasks')!;
    expect(area).toEqual({
      area: 'mf-tasks',
      federationName: 'mf_tasks',
      version: res.version,
      entry: `/areas/mf-tasks/${res.version}/remoteEntry.js`,
      integrity: release.entryIntegrity,
      routes: [
        { path: '/tasks', name: 'tasks', title: 'tasks home' },
        { path: '/tasks/:id', name: 'tasksDetail', title: 'tasks detail', public: true },
      ],
      platformApiVersion: 1,
      publishedAt: release.publishedAt,
      fallback: null,
    });
    // The integrity is the SRI hash of the served file.
    const sri = `sha384-${crypto
      .createHash('sha384')
      .update(fs.readFileSync(path.join(dir, 'remoteEntry.js')))
      .digest('base64')}`;
    expect(area.integrity).toBe(sri);
  });

  test('publish without --promote does not change the live manifest', () => {
    makeAreaBuild(repo, 'mf-home');
    const res = publish('mf-home', opts());
    expect(res.promoted).toBe(false);
    expect(readManifest(registry)).toBeNull();
    expect(fs.existsSync(path.join(registry, 'areas', 'mf-home', res.version, 'remoteEntry.js'))).toBe(true);
  });

  test('republishing an identical build is a no-op and published files never change', () => {
    makeAreaBuild(repo, 'mf-bbs');
    const first = publish('mf-bbs', { ...opts(), promote: true });
    const dir = first.dir;
    const before = fs.readdirSync(dir).map((f) => [f, fs.statSync(path.join(dir, f)).mtimeMs]);
    const historyBefore = history(undefined, opts()).length;

    makeAreaBuild(repo, 'mf-bbs'); // same content, new mtimes
    const again = publish('mf-bbs', { ...opts(), promote: true });
    expect(again.version).toBe(first.version);
    expect(again.status).toBe('already-published');
    expect(again.promoted).toBe('already-live');
    expect(fs.readdirSync(dir).map((f) => [f, fs.statSync(path.join(dir, f)).mtimeMs])).toEqual(before);
    expect(history(undefined, opts())).toHaveLength(historyBefore);

    // Published files are read-only and match their recorded hashes.
    expect(fs.statSync(path.join(dir, 'remoteEntry.js')).mode & 0o222).toBe(0);
    expect(verify('mf-bbs', opts()).problems).toEqual([]);

    // A different build with the same package version is a new version; the old folder is untouched.
    makeAreaBuild(repo, 'mf-bbs', { code: 'v2' });
    const next = publish('mf-bbs', opts());
    expect(next.version).not.toBe(first.version);
    expect(next.version.startsWith('1.0.0-')).toBe(true);
    expect(verify('mf-bbs', opts())).toMatchObject({ problems: [] });
    expect(fs.readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8')).toContain('v1');
  });

  test('the version hash ignores the standalone index.html and main.js', () => {
    makeAreaBuild(repo, 'mf-auth');
    const a = publish('mf-auth', opts());
    makeAreaBuild(repo, 'mf-auth', { raw: { 'index.html': '<p>changed</p>', 'main.js': '/* changed */' } });
    const b = publish('mf-auth', opts());
    expect(b.version).toBe(a.version);
    expect(b.status).toBe('already-published');
  });

  test('--from publishes another build folder', () => {
    const other = tmpDir();
    const dir = makeAreaBuild(other, 'mf-exchange', { code: 'from' });
    const res = publish('mf-exchange', { ...opts(), from: dir, promote: true });
    expect(readManifest(registry)!.areas[0].version).toBe(res.version);
  });
});

describe('promote and rollback', () => {
  test('promote makes a published version live and keeps the previous one as fallback', () => {
    const v1 = publishArea('mf-tasks', 'v1').version;
    makeAreaBuild(repo, 'mf-tasks', { code: 'v2' });
    const v2 = publish('mf-tasks', opts()).version;
    expect(readManifest(registry)!.areas[0].version).toBe(v1);

    const res = promote('mf-tasks', v2, opts());
    expect(res).toMatchObject({ from: v1, to: v2, fallback: v1, changed: true });
    const live = readManifest(registry)!.areas[0];
    expect(live.version).toBe(v2);
    expect(live.fallback).toEqual({
      version: v1,
      entry: `/areas/mf-tasks/${v1}/remoteEntry.js`,
      integrity: expect.stringMatching(/^sha384-/),
      routes: expect.any(Array),
      platformApiVersion: 1,
      publishedAt: expect.any(String),
    });
    expect(promote('mf-tasks', v2, opts()).changed).toBe(false);
  });

  test('promote of an unknown version says which versions exist', () => {
    const v1 = publishArea('mf-tasks', 'v1').version;
    expect(() => promote('mf-tasks', '9.9.9-0000000000', opts())).toThrow(new RegExp(`not published.*${v1}`));
  });

  test('rollback restores the fallback in one command; the broken version never becomes the fallback', () => {
    const v1 = publishArea('mf-tasks', 'v1').version;
    const v2 = publishArea('mf-tasks', 'v2').version;
    const v3 = publishArea('mf-tasks', 'v3').version;
    expect(readManifest(registry)!.areas[0]).toMatchObject({ version: v3, fallback: { version: v2 } });

    const res = rollback('mf-tasks', opts());
    console.log(`rollback mf-tasks (in process): ${res.durationMs} ms`);
    expect(res).toMatchObject({ from: v3, to: v2, fallback: v1 });
    let live = readManifest(registry)!.areas[0];
    expect(live.version).toBe(v2);
    expect(live.fallback?.version).toBe(v1);

    // Again: v1 live, no good version before it → no fallback (never v3 or v2).
    rollback('mf-tasks', opts());
    live = readManifest(registry)!.areas[0];
    expect(live.version).toBe(v1);
    expect(live.fallback ?? null).toBeNull();
    expect(() => rollback('mf-tasks', opts())).toThrow(/no fallback.*--to/s);

    // --to a named version. v1 is rolled away from now and v3 was earlier: neither is a fallback.
    rollback('mf-tasks', { ...opts(), to: v2 });
    live = readManifest(registry)!.areas[0];
    expect(live).toMatchObject({ version: v2, fallback: null });

    // Promoting v3 again takes --force (it was rolled back as bad); that clears its "bad" mark:
    // it becomes a normal live version.
    expect(() => promote('mf-tasks', v3, opts())).toThrow(/rolled back as bad/);
    promote('mf-tasks', v3, { ...opts(), force: true });
    expect(readManifest(registry)!.areas[0]).toMatchObject({ version: v3, fallback: { version: v2 } });
  });

  test('rollback of an area that is not live is refused clearly', () => {
    expect(() => rollback('mf-home', opts())).toThrow(/no live version/);
  });

  test('shell publish, promote and rollback', () => {
    makeShellBuild(repo, { code: 's1' });
    const s1 = publish('shell', { ...opts(), promote: true }).version;
    makeShellBuild(repo, { code: 's2' });
    const s2 = publish('shell', { ...opts(), promote: true }).version;
    expect(readManifest(registry)!.shell).toMatchObject({ version: s2, fallback: { version: s1 } });
    rollback('shell', opts());
    expect(readManifest(registry)!.shell).toMatchObject({ version: s1, fallback: null });
  });
});

describe('status, history, updating', () => {
  test('status lists every area and the shell; history records every change with the user', () => {
    makeShellBuild(repo);
    publish('shell', { ...opts(), promote: true });
    const t1 = publishArea('mf-tasks', 'v1').version;
    const t2 = publishArea('mf-tasks', 'v2').version;
    makeAreaBuild(repo, 'mf-home');
    publish('mf-home', opts());

    const s = status(opts());
    expect(s.updating).toBe(false);
    expect(s.rows.map((r) => r.target)).toEqual(['shell', 'mf-home', 'mf-tasks']);
    expect(s.rows[2]).toMatchObject({ live: t2, fallback: t1, routes: 2, versions: 2 });
    expect(s.rows[1]).toMatchObject({ live: null, versions: 1 });

    const h = history('mf-tasks', opts());
    expect(h.map((e) => [e.action, e.from, e.to])).toEqual([
      ['publish', null, t1],
      ['promote', null, t1],
      ['publish', null, t2],
      ['promote', t1, t2],
    ]);
    expect(h.every((e) => e.user === 'tester' && !Number.isNaN(Date.parse(e.time)))).toBe(true);
  });

  test('updating on|off sets the site-wide flag and is audited', () => {
    publishArea('mf-tasks', 'v1');
    expect(setUpdating(true, opts())).toEqual({ changed: true, updating: true });
    expect(readManifest(registry)!.updating).toBe(true);
    expect(readManifest(registry)!.areas).toHaveLength(1);
    expect(setUpdating(true, opts()).changed).toBe(false);
    setUpdating(false, opts());
    expect(readManifest(registry)!.updating).toBe(false);
    expect(history('site', opts()).map((e) => e.to)).toEqual(['on', 'off']);
  });
});

describe('publishAll', () => {
  test('publishes the shell and every area whose build is not live, then nothing the second time', () => {
    makeShellBuild(repo);
    makeAreaBuild(repo, 'mf-tasks');
    makeAreaBuild(repo, 'mf-home');
    fs.mkdirSync(path.join(repo, 'mf-bbs')); // no build yet
    const lines: string[] = [];
    const first = publishAll({ ...opts(), log: (l) => lines.push(l) });
    expect(first.map((r) => [r.target, r.action])).toEqual([
      ['shell', 'promoted'],
      ['mf-bbs', 'skipped'],
      ['mf-home', 'promoted'],
      ['mf-tasks', 'promoted'],
    ]);
    expect(readManifest(registry)!.areas.map((a) => a.area)).toEqual(['mf-home', 'mf-tasks']);
    const second = publishAll(opts());
    expect(second.filter((r) => r.action !== 'skipped').every((r) => r.action === 'unchanged')).toBe(true);

    makeAreaBuild(repo, 'mf-tasks', { code: 'v2' });
    const third = publishAll({ ...opts(), areas: ['mf-tasks'], shell: false });
    expect(third).toEqual([{ target: 'mf-tasks', action: 'promoted', version: expect.any(String) }]);
  });

  test('a failing area is reported without stopping the others (strict throws)', () => {
    makeShellBuild(repo);
    makeAreaBuild(repo, 'mf-tasks', { platformApiVersion: 2 });
    makeAreaBuild(repo, 'mf-home');
    const res = publishAll(opts());
    expect(res.find((r) => r.target === 'mf-tasks')).toMatchObject({
      action: 'failed',
      error: expect.stringMatching(/platformApiVersion 2/),
    });
    expect(res.find((r) => r.target === 'mf-home')?.action).toBe('promoted');
    expect(() => publishAll({ ...opts(), strict: true })).toThrow(/mf-tasks/);
  });

  test('a contract bump goes live when the areas published with the shell need it', () => {
    makeShellBuild(repo);
    makeAreaBuild(repo, 'mf-tasks');
    publishAll(opts());
    makeShellBuild(repo, { platformApiVersion: 2 });
    makeAreaBuild(repo, 'mf-tasks', { platformApiVersion: 2 });
    const res = publishAll(opts());
    expect(res.map((r) => [r.target, r.action])).toEqual([
      ['shell', 'promoted'],
      ['mf-tasks', 'promoted'],
    ]);
    expect(readManifest(registry)).toMatchObject({ platformApiVersion: 2, areas: [{ area: 'mf-tasks', platformApiVersion: 2 }] });
  });

  test('a shell that breaks a live area left out of the batch is refused with the reason, not forced', () => {
    makeShellBuild(repo);
    makeAreaBuild(repo, 'mf-tasks');
    makeAreaBuild(repo, 'mf-home');
    publishAll(opts());
    const liveShell = readManifest(registry)!.shell!.version;
    makeShellBuild(repo, { platformApiVersion: 2 });
    makeAreaBuild(repo, 'mf-tasks', { platformApiVersion: 2 });
    expect(() => publishAll({ ...opts(), areas: ['mf-tasks'], strict: true })).toThrow(
      /shell: publish shell .* refused:\n.*live area mf-home .* needs 1/,
    );
    expect(readManifest(registry)!.shell!.version).toBe(liveShell);
  });
});
