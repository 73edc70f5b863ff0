// Malformed inputs for a contract call, derived from its schemas: for each declared field, values that
// field's schema refuses (so the API must answer 1001), sent one field at a time.
import type { CallDefinition } from '@survey/contract';

interface FieldSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, FieldSchema>;
}

export interface Probe {
  what: string;
  method: CallDefinition['method'];
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  /** Input the call does not declare: ignored, so the answer is the call's normal one. */
  ignored?: boolean;
}

const NASTY_STRINGS = ['\u0000', 'a\u0000b', '\u001f', '%00', 'x'.repeat(100_000), '中'.repeat(5_000), '', 'zz-not-listed'];

/** Does the string `v` break the string schema `s`? (ajv counts code points, as here.) */
function refuses(s: FieldSchema, v: string): boolean {
  const length = [...v].length;
  if (s.maxLength !== undefined && length > s.maxLength) return true;
  if (s.minLength !== undefined && length < s.minLength) return true;
  if (s.pattern !== undefined && !new RegExp(s.pattern, 'u').test(v)) return true;
  return s.enum !== undefined && !s.enum.includes(v);
}

/** Numbers outside an integer schema, as the text a query string or a path carries them. */
function badNumberTexts(s: FieldSchema): string[] {
  const out = ['abc', '1.5', 'NaN', 'Infinity', '-Infinity'];
  if (s.maximum !== undefined) out.push('1e308', String(s.maximum + 1), '99999999999999999999');
  if (s.minimum !== undefined) out.push('-1e308', String(s.minimum - 1));
  return out;
}

/** JSON values a body field refuses: a JSON body is taken as sent, so any other type is wrong. */
export function badBodyValues(s: FieldSchema): unknown[] {
  const wrongTypes: unknown[] = [null, true, [], ['x'], {}, { nested: '\u0000' }];
  if (s.type === 'string') return [...wrongTypes, 0, 1e308, ...NASTY_STRINGS.filter((v) => refuses(s, v))];
  if (s.type === 'integer' || s.type === 'number') {
    const numbers: unknown[] = [...wrongTypes, '1', 'abc'];
    if (s.type === 'integer') numbers.push(1.5);
    if (s.maximum !== undefined) numbers.push(1e308, s.maximum + 1);
    if (s.minimum !== undefined) numbers.push(-1e308, s.minimum - 1);
    return numbers;
  }
  if (s.type === 'boolean') return [...wrongTypes, 0, 'true'];
  return [0, 'x'];
}

/** Query texts a field refuses, even after the query string's number coercion. */
export function badQueryValues(s: FieldSchema): string[] {
  if (s.type === 'integer' || s.type === 'number') return badNumberTexts(s);
  if (s.type === 'string') return NASTY_STRINGS.filter((v) => refuses(s, v));
  return [];
}

/** A value each path parameter accepts, so that probes of the other parts reach the handler's schema. */
export function validParam(s: FieldSchema): string {
  if (s.enum) return String(s.enum[0]);
  if (s.type === 'integer') return String(s.minimum ?? 1);
  return ['about', 'avatar/missing.png', 'a'].find((v) => !refuses(s, v)) ?? 'a';
}

/** Path texts a parameter refuses (the API answers these as an unknown route: 404, or 1001 for bad encoding). */
export function badParamValues(s: FieldSchema): string[] {
  if (s.type === 'integer') return badNumberTexts(s);
  return ['%00', '%ZZ', 'x'.repeat(250), '..%2F..%2Fetc', 'zz-not-listed'].filter((v) => {
    try {
      return refuses(s, decodeURIComponent(v));
    } catch {
      return true;
    }
  });
}

const fields = (schema: unknown) => Object.entries((schema as FieldSchema | undefined)?.properties ?? {});

/** Every malformed request for `call`: each field broken alone, and bodies that are not the declared object. */
export function probesOf(call: CallDefinition): Probe[] {
  const { params, querystring, body } = call.schemas;
  const values = Object.fromEntries(fields(params).map(([name, s]) => [name, validParam(s)]));
  const path = (overrides: Record<string, string> = {}) =>
    `/api${call.path.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => ({ ...values, ...overrides })[name ?? '*'] ?? validParam({}))}`;
  const url = path();
  const probes: Probe[] = [];
  const json = (what: string, payload: string | Buffer, contentType = 'application/json') =>
    probes.push({ what, method: call.method, url, payload, contentType });

  for (const [name, s] of fields(params)) {
    for (const v of badParamValues(s))
      probes.push({ what: `param ${name}=${v.slice(0, 20)}`, method: call.method, url: path({ [name]: v }) });
  }
  for (const [name, s] of fields(querystring)) {
    for (const v of badQueryValues(s)) {
      probes.push({
        what: `query ${name}=${JSON.stringify(v.slice(0, 20))}`,
        method: call.method,
        url: `${url}?${name}=${encodeURIComponent(v)}`,
      });
    }
    // A repeated key is an array where one value goes.
    probes.push({ what: `query ${name} twice`, method: call.method, url: `${url}?${name}=1&${name}=2` });
  }
  for (const [name, s] of fields(body)) {
    for (const v of badBodyValues(s)) json(`body ${name}=${JSON.stringify(v).slice(0, 20)}`, JSON.stringify({ [name]: v }));
    // JSON.parse reads 1e999 as Infinity.
    if (s.type === 'integer' || s.type === 'number') json(`body ${name}=1e999`, `{"${name}":1e999}`);
  }
  if (body) {
    for (const whole of ['[]', '"text"', '123', 'null', '[{"a":1}]']) json(`body ${whole}`, whole);
  }
  if (call.method === 'GET' && !querystring) {
    for (const junk of ['page=%00', `q=${'x'.repeat(5_000)}`, 'a=1&a=2', 'page=1e308&size=Infinity', '__proto__=1&constructor=2']) {
      probes.push({ what: `undeclared query ${junk.slice(0, 24)}`, method: call.method, url: `${url}?${junk}`, ignored: true });
    }
  }
  if (call.method === 'POST') {
    // Not JSON at all, whether or not the call takes a body.
    json('body {', '{');
    json('body cut short after NUL bytes', '{"a":"\u0000\u0000');
    json('body bad UTF-8', Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x22, 0xc3, 0x28, 0x7d]));
    json('body over the size limit', JSON.stringify({ big: 'x'.repeat(300_000) }));
    json('body as form', 'a=1', 'application/x-www-form-urlencoded');
    // Plain text is parsed (as a string): refused where an object is declared.
    if (body) json('body as text/plain', '{}', 'text/plain');
  }
  return probes;
}
