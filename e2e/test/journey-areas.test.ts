// The journey map behind `test:area`: every journey file has a line, every area has journeys, and the
// selection runs on a deployed site only what can run there, naming why each other journey does not.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { JOURNEY_AREAS } from '../src/area/journey-areas';
import { selectJourneys } from '../src/area/select-journeys';
import { AREAS } from '../src/support/areas';

const journeyFiles = readdirSync(path.join(__dirname, '../src/journeys'))
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.test\.ts$/, ''));

test('every journey file says which areas it exercises, naming real areas only', () => {
  expect(Object.keys(JOURNEY_AREAS).sort()).toEqual(journeyFiles.sort());
  for (const [journey, { areas }] of Object.entries(JOURNEY_AREAS)) {
    expect({ journey, unknown: areas.filter((area) => !AREAS.includes(area)) }).toEqual({ journey, unknown: [] });
    expect({ journey, areas: areas.length > 0 }).toEqual({ journey, areas: true });
  }
});

test.each(AREAS)('%s has journeys on the local site, and at least one that runs on a deployed demo site', (area) => {
  expect(selectJourneys(area, { remote: false, demo: true }).skipped).toEqual([]);
  expect(selectJourneys(area, { remote: true, demo: true }).run.length).toBeGreaterThan(0);
});

test('on a deployed site, journeys needing the local site or fresh demo data are skipped with the reason; without demo mode, the demo ones too', () => {
  const demo = selectJourneys('mf-tasks', { remote: true, demo: true });
  expect(demo.run).toEqual(['layout', 'member-journey']);
  expect(demo.skipped).toContainEqual({ journey: 'release-rollback', reason: expect.stringMatching(/^needs the local test site/) });
  expect(demo.skipped).toContainEqual({ journey: 'earn-journeys', reason: expect.stringMatching(/^changes the demo data for good/) });

  const real = selectJourneys('mf-tasks', { remote: true, demo: false });
  expect(real.run).toEqual([]);
  expect(real.skipped).toContainEqual({ journey: 'member-journey', reason: expect.stringMatching(/API is not in demo mode$/) });
  expect(real.skipped).toHaveLength(demo.run.length + demo.skipped.length);
});

test('the local site runs every journey of the area', () => {
  const local = selectJourneys('mf-tasks', { remote: false, demo: true });
  expect(local.run).toEqual(Object.keys(JOURNEY_AREAS).filter((journey) => JOURNEY_AREAS[journey].areas.includes('mf-tasks')));
});
