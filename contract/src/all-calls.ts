import type { CallDefinition } from './define-call';
import * as account from './account';
import * as auth from './auth';
import * as content from './content';
import * as dev from './dev';
import * as oss from './oss';

const isCall = (v: unknown): v is CallDefinition =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'schemas' in v;

/** Every call of the contract (the API registers each; /api/openapi.json lists each; the fuzz test hits each). */
export const allCalls: CallDefinition[] = [auth, account, content, oss, dev].flatMap((domain) => Object.values(domain).filter(isCall));
