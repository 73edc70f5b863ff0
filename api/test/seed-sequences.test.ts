// After seeding (demo and production), every table whose key a sequence fills has that sequence past
// its rows: the next insert can never collide with a seeded row (a fresh site's first lottery draw
// once answered 500 with a duplicate key). The scale seeding is checked in scale-query-plans.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Harness, start } from './helpers';
import { sequencesBehind } from './sequence-helpers';

describe.each([true, false])('seeded with demo %s', (demo) => {
  let h: Harness;
  beforeAll(async () => {
    h = await start({ demo });
  });
  afterAll(async () => {
    await h?.close();
  });

  test('every serial or identity key’s sequence is past the rows seeded', async () => {
    expect(await sequencesBehind(h)).toEqual([]);
  });
});

// `npm start` keeps PGlite in a data folder (the tests above load a dump): seeded there, drawn in, closed
// and opened again, the first draws of the site still get fresh ids.
(process.env.DATABASE_URL ? describe.skip : describe)('a site in a PGlite data folder', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'survey-seq-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('the first lottery draws after seeding and after a restart succeed, every sequence past its rows', async () => {
    for (const run of [1, 2]) {
      const h = await start({ dataDir: path.join(dir, 'db') });
      try {
        expect(await sequencesBehind(h)).toEqual([]);
        const demo = await h.loginDemo();
        const r = await h.post('/api/v1/lottery/draws', { key: `first-draw-${run}` }, demo.token);
        expect(r.code).toBe(200);
      } finally {
        await h.close();
      }
    }
  }, 120_000);
});
