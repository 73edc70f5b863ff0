// The API authenticates from each call's `auth` declaration, never in handlers: an `auth: false` call does
// not read the member even when a valid token comes with it (every `auth: true` call refusing without a token
// is fuzz.test.ts's). The member is read with one statement (http/caller.ts); every statement is watched.
import { Value } from '@sinclair/typebox/value';
import { type CallDefinition, allCalls, getAccount } from '@survey/contract';
import type { TSchema } from '@sinclair/typebox';
import { Codes } from '../src/codes';
import { validParam } from './fuzz-inputs';
import { type Harness, start } from './helpers';

let h: Harness;
let token: string;
let statements: string[] = [];
beforeAll(async () => {
  h = await start({ onQuery: (sql) => statements.push(sql) });
  token = (await h.loginDemo()).token;
});
afterAll(() => h?.close());

/** A value the schema accepts where TypeBox can make one (else none: the call then answers its 1001). */
function sample(schema: TSchema | undefined): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  try {
    return Value.Create(schema) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The statements run while answering `call` with the demo member's token, and the answer's code. */
async function send(call: CallDefinition): Promise<{ sql: string[]; code: unknown }> {
  const { params, querystring, body } = call.schemas;
  const fields = (params as { properties?: Record<string, object> } | undefined)?.properties ?? {};
  const path = call.path.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => validParam(fields[name ?? ''] ?? {}));
  const query = new URLSearchParams(Object.entries(sample(querystring) ?? {}).map(([k, v]) => [k, String(v)])).toString();
  statements = [];
  const res = await h.app.inject({
    method: call.method,
    url: `/api${path}${query ? `?${query}` : ''}`,
    ...(body ? { payload: sample(body) } : {}),
    headers: { authorization: `Bearer ${token}` },
  });
  let code: unknown;
  try {
    code = JSON.parse(res.body).code;
  } catch {
    // Raw answers (files, pages) carry no envelope.
  }
  return { sql: statements, code };
}

test('auth: false calls never read the member, even with a valid token', async () => {
  // The statement that reads a token's member, learnt from a call that needs one.
  const signedIn = await send(getAccount);
  const readsMember = signedIn.sql.filter((sql) => /from "sessions"/.test(sql));
  expect(readsMember).toHaveLength(1);

  const publicCalls = allCalls.filter((call) => call.auth === false);
  const readers: string[] = [];
  let answered = 0;
  for (const call of publicCalls) {
    const { sql, code } = await send(call);
    if (sql.includes(readsMember[0])) readers.push(`${call.method} ${call.path}`);
    if (code !== Codes.INVALID_PARAMS) answered++;
  }
  expect(readers).toEqual([]);
  // Many get past their schema to the handler, so the check above is not vacuous.
  expect(answered).toBeGreaterThan(publicCalls.length / 3);

  // …while the watch does see the calls that answer a signed-in member with their own state read it.
  for (const call of allCalls.filter((c) => c.auth === 'optional')) expect((await send(call)).sql).toContain(readsMember[0]);
});
