// `test:area`'s arguments: each mistake is a clear error naming what would be right.
import { AreaRunError, parseAreaArgs } from '../src/area/area-args';

const NOW = Date.parse('2026-11-28T10:00:00Z');
/** A link as `release preview` makes it: base64url JSON, ".", a signature (not checked here). */
const link = (site: string, pin: object) => `${site}/_preview/${Buffer.from(JSON.stringify(pin)).toString('base64url')}.c2lnbmF0dXJl`;
const PIN = { id: 'a1b2c3', area: 'mf-tasks', version: '0.2.0-3fa2c9d81e', until: '2026-11-28T11:00:00Z' };

const refusal = (argv: string[]) => {
  try {
    parseAreaArgs(argv, NOW);
  } catch (error) {
    expect(error).toBeInstanceOf(AreaRunError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${argv.join(' ')}`);
};

test('an area alone runs on the local test site', () => {
  expect(parseAreaArgs(['mf-tasks'], NOW)).toEqual({ area: 'mf-tasks', site: undefined });
  expect(parseAreaArgs(['--', 'mf-tasks'], NOW)).toEqual({ area: 'mf-tasks', site: undefined });
});

test('an unknown or missing area is refused, listing the areas', () => {
  expect(refusal(['mf-task'])).toBe('unknown area "mf-task": the areas are mf-auth, mf-home, mf-tasks, mf-exchange, mf-bbs, mf-campaigns');
  expect(refusal([])).toMatch(/^name one area \(mf-auth, .*\)\nusage: /);
  expect(refusal(['mf-tasks', 'mf-home'])).toMatch(/^name one area/);
  expect(refusal(['mf-tasks', '--sit', 'x'])).toMatch(/Unknown option '--sit'/);
});

test('--site takes an http(s) origin, and nothing else', () => {
  expect(parseAreaArgs(['mf-tasks', '--site', 'https://survey.example.com/'], NOW).site).toBe('https://survey.example.com');
  expect(parseAreaArgs(['mf-tasks', '--site', 'http://127.0.0.1:8092'], NOW).site).toBe('http://127.0.0.1:8092');
  expect(refusal(['mf-tasks', '--site', 'survey.example.com'])).toMatch(/^--site "survey.example.com" is not a URL/);
  expect(refusal(['mf-tasks', '--site', 'ftp://survey.example.com'])).toMatch(/is not an http\(s\) address/);
  expect(refusal(['mf-tasks', '--site', 'https://survey.example.com/task'])).toMatch(
    /is a page, not a site: give its origin alone, https:\/\/survey.example.com$/,
  );
});

test('--preview reads the pinned area and version from the link; the site is the link’s own', () => {
  const given = link('https://survey.example.com', PIN);
  expect(parseAreaArgs(['mf-tasks', '--preview', given], NOW)).toEqual({
    area: 'mf-tasks',
    site: 'https://survey.example.com',
    preview: { link: given, area: 'mf-tasks', version: PIN.version, until: PIN.until },
  });
  expect(parseAreaArgs(['mf-tasks', '--site', 'https://survey.example.com', '--preview', given], NOW).site).toBe(
    'https://survey.example.com',
  );
});

test('a preview link for another area or site, ended, or not a link at all is refused', () => {
  expect(refusal(['mf-home', '--preview', link('https://s.example', PIN)])).toBe(
    '--preview pins mf-tasks 0.2.0-3fa2c9d81e, not mf-home: run test:area mf-tasks, or make a link for mf-home',
  );
  expect(refusal(['mf-tasks', '--site', 'https://a.example', '--preview', link('https://b.example', PIN)])).toMatch(
    /^--preview is a link of https:\/\/b.example, but --site is https:\/\/a.example/,
  );
  expect(refusal(['mf-tasks', '--preview', link('https://s.example', { ...PIN, until: '2026-11-28T09:59:00Z' })])).toMatch(
    /ended at 2026-11-28T09:59:00Z/,
  );
  expect(refusal(['mf-tasks', '--preview', 'https://s.example/task'])).toMatch(/is not a preview link \(<site>\/_preview\/<token>\)/);
  expect(refusal(['mf-tasks', '--preview', 'https://s.example/_preview/bm90LWpzb24.c2ln'])).toMatch(/carries no readable token/);
  expect(refusal(['mf-tasks', '--preview', link('https://s.example', { area: 'mf-tasks' })])).toMatch(/carries no area and version/);
});
