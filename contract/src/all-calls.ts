import type { CallDefinition } from './define-call';
import * as account from './account';
import * as auth from './auth';
import * as groups from './groups';
import * as campaigns from './campaigns';
import * as content from './content';
import * as delivery from './delivery';
import * as dev from './dev';
import * as earnings from './earnings';
import * as exchange from './exchange';
import * as feedback from './feedback';
import * as oss from './oss';
import * as platform from './platform';
import * as polls from './polls';
import * as supplier from './supplier';
import * as tasks from './tasks';
import * as vouchers from './vouchers';

const isCall = (v: unknown): v is CallDefinition => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'schemas' in v;

/** Every call of the contract (the API registers each; /api/openapi.json lists each; the fuzz test hits each). */
export const allCalls: CallDefinition[] = [
  auth,
  account,
  content,
  oss,
  dev,
  exchange,
  vouchers,
  delivery,
  tasks,
  earnings,
  polls,
  supplier,
  campaigns,
  feedback,
  groups,
  platform,
].flatMap((domain) => Object.values(domain).filter(isCall));
