import type { TSchema } from '@sinclair/typebox';
import { allCalls } from './all-calls';

// Raw calls (the object store's own upload and download) keep the store's field names and answers.
const memberCalls = allCalls.filter((call) => !call.raw);

const fieldsOf = (schema: TSchema | undefined): [string, TSchema][] =>
  Object.entries((schema?.properties ?? {}) as Record<string, TSchema>);

test('every call is declared once (one method + path, one summary)', () => {
  const keys = allCalls.map((c) => `${c.method} ${c.path}`);
  expect(new Set(keys).size).toBe(keys.length);
  for (const call of allCalls) {
    expect(call.path).toMatch(/^\//);
    expect(call.summary.trim()).not.toBe('');
  }
});

test('every path placeholder is declared in params, and only those', () => {
  for (const call of allCalls) {
    const named = [...call.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]);
    const placeholders = [...named, ...(call.path.endsWith('/*') ? ['*'] : [])].sort();
    const declared = fieldsOf(call.schemas.params)
      .map(([name]) => name)
      .sort();
    expect({ call: call.path, params: declared }).toEqual({ call: call.path, params: placeholders });
  }
});

test('every field a member sends has a Chinese title, so a refusal names it', () => {
  const untitled = memberCalls.flatMap((call) =>
    [call.schemas.body, call.schemas.querystring, call.schemas.params].flatMap((schema) =>
      fieldsOf(schema)
        .filter(([, field]) => !/[\u4e00-\u9fff]/.test(String(field.title ?? '')))
        .map(([name]) => `${call.method} ${call.path} ${name}`),
    ),
  );
  expect(untitled).toEqual([]);
});

test('strings a member sends are bounded (no unbounded text reaches the database)', () => {
  const unbounded = memberCalls.flatMap((call) =>
    [call.schemas.body, call.schemas.querystring, call.schemas.params].flatMap((schema) =>
      fieldsOf(schema)
        .filter(
          ([, field]) =>
            field.type === 'string' &&
            field.maxLength === undefined &&
            field.pattern === undefined &&
            !field.enum &&
            field.const === undefined,
        )
        .map(([name]) => `${call.method} ${call.path} ${name}`),
    ),
  );
  expect(unbounded).toEqual([]);
});
