// Reading the task hall writes nothing: the abandoned-start check is a SELECT, and its UPDATE runs
// only when a join's hand-offs have all run out — once, on the first read after that.
import { HANDOFF_TTL_MS } from '../src/tasks/handoff';
import { COMMUTE, startTask } from './earn-helpers';
import { type Harness, start } from './helpers';
import { type Statement, writes } from './plan-helpers';

let h: Harness;
const caught: Statement[] = [];

beforeAll(async () => {
  h = await start({ onQuery: (sql, parameters) => caught.push({ sql, parameters }) });
});
afterAll(() => h.close());

const READS = ['/api/v1/tasks?page=1&size=10', `/api/v1/tasks/${COMMUTE.id}`, '/api/v1/tasks/mine?filter=all', '/api/v1/home/check'];

/** The statements that change rows, run by reading each of the task hall's pages once. */
async function writesOfReads(token: string): Promise<string[]> {
  caught.length = 0;
  for (const url of READS) expect((await h.get(url, token)).code).toBe(200);
  return writes(caught.splice(0)).map((s) => s.sql);
}

test('the task hall, a task, my tasks and the home check write nothing, with a start under way or not', async () => {
  const { token } = await h.loginDemo('13900139000');
  expect(await writesOfReads(token)).toEqual([]);
  await startTask(h, token, COMMUTE.id, COMMUTE.channel);
  expect(await writesOfReads(token)).toEqual([]);
  expect((await h.get(`/api/v1/tasks/${COMMUTE.id}`, token)).data).toMatchObject({ joinState: 0, blocker: { code: 'in-progress' } });
});

test('once every hand-off of a start ran out, the first read records it as timed out and the next reads write nothing', async () => {
  const { token } = await h.loginDemo('13700137000');
  await startTask(h, token, COMMUTE.id, COMMUTE.channel);
  h.clock.advance(HANDOFF_TTL_MS + 60_000);
  const { token: later } = await h.loginDemo('13700137000'); // the first session has expired meanwhile
  const first = await writesOfReads(later);
  expect(first).toHaveLength(1);
  expect(first[0]).toMatch(/^update "task_joins"/);
  expect((await h.get(`/api/v1/tasks/${COMMUTE.id}`, later)).data).toMatchObject({ joinState: 8, blocker: { code: 'finished' } });
  expect(await writesOfReads(later)).toEqual([]);
});
