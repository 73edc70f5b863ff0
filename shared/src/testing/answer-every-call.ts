// Every call of the contract answered with the least its response schema allows, for sweeps over all
// of an area's routes (page structure: one <h1>, no <main>) that render each screen settled without
// fixtures of their own.
import { allCalls, getAccount, postTokenRefresh, type CallDefinition } from '@survey/contract';
import type { TestServer } from './test-server';

interface Schema {
  type?: string;
  const?: unknown;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
}

/** The smallest value of a JSON schema: empty lists and text, zeros (or the minimum), false, the first of a union. */
export function leastOf(schema: Schema): unknown {
  if ('const' in schema) return schema.const;
  if (schema.anyOf) return leastOf(schema.anyOf[0]);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, leastOf(schema.properties?.[key] ?? {})]));
    case 'array':
      return [];
    case 'string':
      return 'x'.repeat(schema.minLength ?? 0);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/**
 * Answers every call (but `except`: by default the member's account and the token refresh, which
 * createTestPlatform answers for its member) with leastOf its response.
 */
export function answerEveryCall(server: TestServer, except: CallDefinition[] = [getAccount, postTokenRefresh]): void {
  for (const call of allCalls) if (!except.includes(call)) server.respond(call, () => leastOf(call.schemas.response as Schema) as never);
}
