// A route table cannot reach into another live area's URL space (a static path outranking its
// `:id`, a splat catching its URLs), while the six real areas' tables all publish side by side.
import path from 'node:path';
import { routes as auth } from '../../mf-auth/src/routes';
import { routes as bbs } from '../../mf-bbs/src/routes';
import { routes as campaigns } from '../../mf-campaigns/src/routes';
import { routes as exchange } from '../../mf-exchange/src/routes';
import { routes as home } from '../../mf-home/src/routes';
import { routes as tasks } from '../../mf-tasks/src/routes';
import { publish, ReleaseError } from '../src';
import type { RouteDef } from '../src/base/types';
import { cleanupTmp, makeAreaBuild, makeShellBuild, tmpDir } from './helpers';

const REAL: Record<string, readonly RouteDef[]> = {
  'mf-auth': auth,
  'mf-bbs': bbs,
  'mf-campaigns': campaigns,
  'mf-exchange': exchange,
  'mf-home': home,
  'mf-tasks': tasks,
};

let repo: string;
let registry: string;
beforeEach(() => {
  repo = tmpDir();
  registry = path.join(tmpDir('release-reg-'), 'registry');
  makeShellBuild(repo);
  publish('shell', { registry, repoRoot: repo, promote: true });
});
afterAll(cleanupTmp);

const live = (area: string, routes: readonly RouteDef[], code = 'v1') => {
  makeAreaBuild(repo, area, { routes: [...routes], code });
  return publish(area, { registry, repoRoot: repo, promote: true });
};

test.each([
  ['forward', Object.keys(REAL)],
  ['reverse', Object.keys(REAL).reverse()],
])('the six real route tables all publish live, in %s order, and republish', (_order, areas) => {
  for (const area of areas) expect(live(area, REAL[area]).promoted).toBe(true);
  for (const area of areas) expect(live(area, REAL[area], 'v2').status).toBe('published');
});

const refusedFor = (routes: RouteDef[]) => {
  for (const area of Object.keys(REAL).filter((a) => a !== 'mf-tasks')) live(area, REAL[area]);
  try {
    live('mf-tasks', [...tasks, ...routes]);
  } catch (err) {
    expect(err).toBeInstanceOf(ReleaseError);
    return (err as Error).message;
  }
  throw new Error('publish was not refused');
};

test.each([
  ['/exchange/detail/7', /route path "\/exchange\/detail\/7" \(attack\) is under "\/exchange", which live area mf-exchange owns/],
  ['/exchange/promo', /route path "\/exchange\/promo" \(attack\) is under "\/exchange", which live area mf-exchange owns/],
  ['/exchange/*', /route path "\/exchange\/\*" \(attack\) is under "\/exchange", which live area mf-exchange owns/],
  ['/*', /route path "\/\*" \(attack\) is a splat outside the area's own paths/],
  ['/Home/feedback/1', /route path "\/Home\/feedback\/1" \(attack\) is under "\/home", which live area mf-home owns/],
  ['/about/us/team', /route path "\/about\/us\/team" \(attack\) would own "\/about", where live area mf-campaigns has "\/about"/],
])('mf-tasks claiming %s is refused at publish, naming the owner', (attack, message) => {
  expect(refusedFor([{ path: attack, name: 'attack', title: 'A' }])).toMatch(message);
});

test('a splat under the area own prefix publishes', () => {
  expect(live('mf-tasks', [...tasks, { path: '/task/*', name: 'task-any', title: 'T' }]).promoted).toBe(true);
});
