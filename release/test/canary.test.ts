// Canaries in the registry, in process: what remotes.json, history.jsonl and status say after each
// operator step (start, raise, replace, promote for everyone, rollback, the watcher's endCanary).
import path from 'node:path';
import { endCanary, history, promote, promoteCanary, publish, readManifest, rollback, status } from '../src';
import { SHELL_SHARED, cleanupTmp, makeAreaBuild, makeShellBuild, tmpDir } from './helpers';

let repo: string;
let registry: string;
let logs: string[];
/** mf-tasks: v1 live, v2 and v3 published only; mf-home live beside it. */
let v1: string, v2: string, v3: string;

const opts = () => ({ registry, repoRoot: repo, user: 'tester', log: (line: string) => logs.push(line) });
const published = (area: string, code: string, extra: Parameters<typeof makeAreaBuild>[2] = {}) => {
  makeAreaBuild(repo, area, { code, ...extra });
  return publish(area, opts()).version;
};
const tasks = () => readManifest(registry)!.areas.find((a) => a.area === 'mf-tasks')!;
const lastHistory = () => history('mf-tasks', opts()).at(-1);

beforeEach(() => {
  repo = tmpDir();
  registry = path.join(tmpDir('release-reg-'), 'registry');
  logs = [];
  makeShellBuild(repo);
  publish('shell', { ...opts(), promote: true });
  makeAreaBuild(repo, 'mf-home');
  publish('mf-home', { ...opts(), promote: true });
  v1 = published('mf-tasks', 'v1');
  promote('mf-tasks', v1, opts());
  v2 = published('mf-tasks', 'v2');
  v3 = published('mf-tasks', 'v3');
});
afterAll(cleanupTmp);

describe('promote --canary', () => {
  test('runs a published version for a percent of devices beside the live one, audited and shown by status', () => {
    const res = promoteCanary('mf-tasks', v2, 10, opts());
    expect(res).toMatchObject({ target: 'mf-tasks', version: v2, live: v1, percent: 10, previous: null, changed: true });
    const area = tasks();
    expect(area).toMatchObject({ version: v1, fallback: null });
    expect(area.canary).toEqual({
      version: v2,
      entry: `/areas/mf-tasks/${v2}/remoteEntry.js`,
      integrity: expect.stringMatching(/^sha384-/),
      routes: expect.arrayContaining([expect.objectContaining({ path: '/tasks' })]),
      platformApiVersion: 1,
      publishedAt: expect.any(String),
      percent: 10,
      since: expect.any(String),
    });
    expect(Date.now() - Date.parse(area.canary!.since)).toBeLessThan(60000);
    expect(lastHistory()).toMatchObject({ user: 'tester', action: 'promote', from: v1, to: v2, note: 'canary 10%' });
    expect(logs).toContain(`mf-tasks canary ${v2} at 10% of devices; ${v1} stays live for the others`);
    const row = status(opts()).rows.find((r) => r.target === 'mf-tasks');
    expect(row).toMatchObject({ live: v1, canary: { version: v2, percent: 10, since: area.canary!.since } });
    expect(status(opts()).rows.find((r) => r.target === 'mf-home')!.canary).toBeNull();
  });

  test('the same version again changes the percent and keeps its start; the same percent changes nothing', () => {
    promoteCanary('mf-tasks', v2, 10, opts());
    const since = tasks().canary!.since;
    const raised = promoteCanary('mf-tasks', v2, 50, opts());
    expect(raised).toMatchObject({ version: v2, percent: 50, previous: { version: v2, percent: 10 }, changed: true });
    expect(tasks().canary).toMatchObject({ version: v2, percent: 50, since });
    expect(lastHistory()).toMatchObject({ action: 'promote', from: v2, to: v2, note: 'canary 10% → 50%' });

    const entries = history('mf-tasks', opts()).length;
    expect(promoteCanary('mf-tasks', v2, '50', opts()).changed).toBe(false);
    expect(history('mf-tasks', opts())).toHaveLength(entries);
    expect(logs.at(-1)).toBe(`mf-tasks canary ${v2} already runs at 50%`);
  });

  test('a canary of another version replaces the running one', () => {
    promoteCanary('mf-tasks', v2, 10, opts());
    const res = promoteCanary('mf-tasks', v3, 20, opts());
    expect(res).toMatchObject({ version: v3, percent: 20, previous: { version: v2, percent: 10 }, changed: true });
    expect(tasks()).toMatchObject({ version: v1, canary: { version: v3, percent: 20 } });
    expect(lastHistory()).toMatchObject({ action: 'promote', from: v2, to: v3, note: `canary 20% (replaces canary ${v2})` });
    expect(logs).toContain(`canary ${v2} (10%) replaced`);
  });

  test('promote of the canary version makes it live for everyone and clears the canary', () => {
    promoteCanary('mf-tasks', v2, 10, opts());
    const res = promote('mf-tasks', v2, opts());
    expect(res).toMatchObject({ from: v1, to: v2, fallback: v1, changed: true, endedCanary: { version: v2, percent: 10 } });
    expect(tasks()).toMatchObject({ version: v2, fallback: { version: v1 } });
    expect(tasks().canary).toBeUndefined();
    expect(lastHistory()).toEqual({ time: expect.any(String), user: 'tester', action: 'promote', area: 'mf-tasks', from: v1, to: v2 });
    expect(logs).toContain(`canary ${v2} (10%) is now live for everyone; the canary is cleared`);
    expect(status(opts()).rows.find((r) => r.target === 'mf-tasks')!.canary).toBeNull();
  });

  test('promote of another version while a canary runs clears the canary and says so', () => {
    promoteCanary('mf-tasks', v2, 10, opts());
    const res = promote('mf-tasks', v3, opts());
    expect(res).toMatchObject({ from: v1, to: v3, endedCanary: { version: v2, percent: 10 } });
    expect(tasks()).toMatchObject({ version: v3, fallback: { version: v1 } });
    expect(tasks().canary).toBeUndefined();
    expect(lastHistory()).toMatchObject({ action: 'promote', from: v1, to: v3, note: `canary ${v2} ended` });
    expect(logs).toContain(`canary ${v2} (10%) ended: ${v3} is live for everyone`);
  });
});

describe('ending a canary', () => {
  test('rollback while a canary runs ends it, the live version unchanged; the next rollback is a normal one', () => {
    promote('mf-tasks', v2, opts()); // live v2, fallback v1
    promoteCanary('mf-tasks', v3, 10, opts());
    const res = rollback('mf-tasks', opts());
    expect(res).toMatchObject({ from: v2, to: v2, fallback: v1, changed: true, endedCanary: { version: v3, percent: 10 } });
    expect(tasks()).toMatchObject({ version: v2, fallback: { version: v1 } });
    expect(tasks().canary).toBeUndefined();
    expect(lastHistory()).toMatchObject({ action: 'rollback', from: v3, to: v2, note: 'canary ended' });

    expect(rollback('mf-tasks', opts())).toMatchObject({ from: v2, to: v1, fallback: null });
    expect(tasks().version).toBe(v1);
  });

  test('rollback --to while a canary runs changes the live version and clears the canary', () => {
    promoteCanary('mf-tasks', v2, 10, opts());
    const res = rollback('mf-tasks', { ...opts(), to: v3 });
    expect(res).toMatchObject({ from: v1, to: v3, endedCanary: { version: v2, percent: 10 } });
    expect(tasks()).toMatchObject({ version: v3 });
    expect(tasks().canary).toBeUndefined();
  });

  test('endCanary is idempotent: it ends a running canary once and returns null without one', () => {
    expect(endCanary(registry, 'mf-tasks', { action: 'auto-rollback', note: 'none running' })).toBeNull();
    expect(history('mf-tasks', opts()).some((e) => e.action === 'auto-rollback')).toBe(false);

    promoteCanary('mf-tasks', v2, 10, opts());
    const since = tasks().canary!.since;
    // A verdict about another version does not end this canary.
    expect(endCanary(registry, 'mf-tasks', { action: 'auto-rollback', note: 'old verdict', version: v3 })).toBeNull();
    expect(tasks().canary?.version).toBe(v2);

    const note = 'canary failure rate 31% over 40 loads, live 1% over 400';
    const ended = endCanary(registry, 'mf-tasks', { action: 'auto-rollback', note, user: 'registry', version: v2 });
    expect(ended).toEqual({ area: 'mf-tasks', version: v2, percent: 10, since, live: v1, action: 'auto-rollback' });
    expect(tasks().canary).toBeUndefined();
    expect(tasks().version).toBe(v1);
    expect(lastHistory()).toMatchObject({ user: 'registry', action: 'auto-rollback', from: v2, to: v1, note });

    const entries = history(undefined, opts()).length;
    expect(endCanary(registry, 'mf-tasks', { action: 'auto-rollback', note })).toBeNull();
    expect(endCanary(registry, 'mf-nothing', { action: 'rollback', note: 'canary ended' })).toBeNull();
    expect(history(undefined, opts())).toHaveLength(entries);
  });
});

describe('fallbacks', () => {
  test('a version auto-rolled back as a canary is never chosen as a fallback', () => {
    promote('mf-tasks', v2, opts()); // live v2, fallback v1
    promoteCanary('mf-tasks', v1, 10, opts());
    endCanary(registry, 'mf-tasks', { action: 'auto-rollback', note: 'failing' });
    promote('mf-tasks', v3, opts()); // live v3, fallback v2
    // Back to v2: v1 was live before it, but was rolled away from as a canary since.
    expect(rollback('mf-tasks', opts())).toMatchObject({ from: v3, to: v2, fallback: null });
  });

  test('a version that only ran as a canary never becomes a fallback', () => {
    promoteCanary('mf-tasks', v2, 10, opts());
    promote('mf-tasks', v3, opts()); // clears the canary v2; fallback v1
    expect(rollback('mf-tasks', opts())).toMatchObject({ from: v3, to: v1, fallback: null });
  });
});

describe('refusals', () => {
  test.each([0, 100, 10.5, -3, '', 'ten', '10%', null])('a percent of %p is refused with the accepted range', (percent) => {
    expect(() => promoteCanary('mf-tasks', v2, percent, opts())).toThrow(
      `the canary percentage must be a whole number from 1 to 99 (got ${JSON.stringify(percent)}), e.g. --canary 10`,
    );
    expect(tasks().canary).toBeUndefined();
  });

  test('the shell, the live version, an unpublished version and an area with nothing live are refused clearly', () => {
    expect(() => promoteCanary('shell', v2, 10, opts())).toThrow(/^the shell cannot have a canary: .*release promote shell <version>/);
    expect(() => promoteCanary('mf-tasks', v1, 10, opts())).toThrow(
      `mf-tasks ${v1} is the live version already (for everyone); a canary must be another published version.`,
    );
    expect(() => promoteCanary('mf-tasks', '9.9.9-0000000000', 10, opts())).toThrow(/is not published.*published versions of mf-tasks/);
    const wallet = published('mf-wallet', 'w1');
    expect(() => promoteCanary('mf-wallet', wallet, 10, opts())).toThrow(
      'mf-wallet has no live version: a canary runs beside the live one; make a version live first (`release promote mf-wallet <version>`).',
    );
    // No canary was started: nothing but publishes (each noting its commit) carries a note.
    expect(history('mf-tasks', opts()).filter((e) => e.note && e.action !== 'publish')).toEqual([]);
  });

  test('a canary must pass the live checks of a promote: a route another area went live with since is refused', () => {
    const clash = published('mf-tasks', 'clash', { routes: [{ path: '/wallet', name: 'tasksWallet', title: 'x' }] });
    makeAreaBuild(repo, 'mf-wallet');
    publish('mf-wallet', { ...opts(), promote: true });
    expect(() => promoteCanary('mf-tasks', clash, 10, opts())).toThrow(
      `promote mf-tasks ${clash} --canary 10 refused:\n  - route path "/wallet" (tasksWallet) collides with live area mf-wallet route "wallet" (/wallet)`,
    );
    expect(tasks().canary).toBeUndefined();
    // --force skips the live checks, as for a promote.
    expect(promoteCanary('mf-tasks', clash, 10, { ...opts(), force: true }).changed).toBe(true);
  });

  test("another area's canary counts as live for its routes, and a shell must fit the canaries too", () => {
    const extra = [{ path: '/tasks/board', name: 'taskBoard', title: 'board' }];
    const board = published('mf-tasks', 'board', { routes: [...extra, { path: '/tasks', name: 'tasks', title: 't' }] });
    promoteCanary('mf-tasks', board, 10, opts());
    makeAreaBuild(repo, 'mf-wallet', { routes: [{ path: '/tasks/board', name: 'walletBoard', title: 'x' }] });
    expect(() => publish('mf-wallet', { ...opts(), promote: true })).toThrow(
      `route path "/tasks/board" (walletBoard) collides with the canary of mf-tasks (${board}) route "taskBoard" (/tasks/board)`,
    );

    const router7 = { 'react-router-dom': { version: '7.18.5', requiredVersion: '^7.0.0' } };
    const needs7 = published('mf-tasks', 'router7', { shared: router7 });
    promoteCanary('mf-tasks', needs7, 10, opts());
    makeShellBuild(repo, { code: 's8', shared: { ...SHELL_SHARED, 'react-router-dom': { version: '8.0.0', requiredVersion: '^8.0.0' } } });
    expect(() => publish('shell', { ...opts(), promote: true })).toThrow(
      new RegExp(
        `incompatible shared singleton react-router-dom: the canary of mf-tasks \\(${needs7}\\) requires \\^7\\.0\\.0, shell \\S+ provides 8\\.0\\.0`,
      ),
    );
  });
});
