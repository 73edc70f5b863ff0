// Which contract call a request is: a call's method and path (`:name` placeholders, a trailing `*`), and
// static segments before placeholders, as the API's router chooses (`/v1/tasks/summary` is never `/v1/tasks/:id`).
import { allCalls, type CallDefinition, type Method } from '@survey/contract';
import { Type, type TUnknown } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

interface Pattern {
  regex: RegExp;
  names: string[];
  placeholders: number;
}

const patterns = new WeakMap<CallDefinition, Pattern>();

function patternOf(call: CallDefinition): Pattern {
  let pattern = patterns.get(call);
  if (!pattern) {
    const names: string[] = [];
    const source = call.path
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => {
        names.push(name);
        return '([^/]+)';
      })
      .replace(/\*$/, () => {
        names.push('*');
        return '(.+)';
      });
    pattern = { regex: new RegExp(`^${source}$`), names, placeholders: names.length };
    patterns.set(call, pattern);
  }
  return pattern;
}

/** The call's path params of `path` (as the API coerces them), or null when the request is another call. */
export function matchCall(call: CallDefinition, request: { method: string; path: string }): Record<string, unknown> | null {
  if (call.method !== request.method) return null;
  const pattern = patternOf(call);
  const found = pattern.regex.exec(request.path);
  if (!found) return null;
  const moreStatic = allCalls.some(
    (other) =>
      other !== call &&
      other.method === call.method &&
      patternOf(other).placeholders < pattern.placeholders &&
      patternOf(other).regex.test(request.path),
  );
  if (moreStatic) return null;
  const raw = Object.fromEntries(pattern.names.map((name, index) => [name, decodeURIComponent(found[index + 1])]));
  return call.schemas.params ? (Value.Convert(call.schemas.params, raw) as Record<string, unknown>) : raw;
}

/** The request's query as the API coerces it (`?page=2` is the number 2 where the call says Integer). */
export function queryOf(call: CallDefinition, params: Record<string, unknown>): Record<string, unknown> {
  return call.schemas.querystring ? (Value.Convert(call.schemas.querystring, params) as Record<string, unknown>) : params;
}

export type UncheckedCall<M extends Method = Method, P extends string = string> = CallDefinition<M, P, { response: TUnknown }>;

/**
 * The escape hatch for a path no contract call declares (the HTTP client's own tests): its answers are
 * `unknown`. A contract call's path is refused, so no test answers a real call with an unchecked value.
 */
export function uncheckedCall<const M extends Method, const P extends string>(method: M, path: P): UncheckedCall<M, P> {
  const call: UncheckedCall<M, P> = { method, path, summary: path, tag: 'test', auth: false, schemas: { response: Type.Unknown() } };
  const declared = allCalls.find((other) => other.method === method && (other.path === path || matchCall(other, { method, path })));
  if (declared) throw new Error(`uncheckedCall('${method}', '${path}'): the contract declares it — pass the call instead`);
  return call;
}
