// One name per concept on every layer: a domain's contract folder, route folder, domain module and
// row-type file carry the same name, so a concept found on one layer is found on the others by name.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

type Layer = 'contract' | 'routes' | 'domain' | 'schema';
const LAYERS: Layer[] = ['contract', 'routes', 'domain', 'schema'];

const repo = join(__dirname, '../..');
const folders = (dir: string) =>
  readdirSync(join(repo, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const tsFiles = (dir: string) =>
  readdirSync(join(repo, dir))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -3));

/** Folders of api/src that are the API's own machinery, not a domain. */
const API_INFRASTRUCTURE = [
  'cli', // operator commands (composition)
  'db', // the database and its migrations
  'demo', // demo and scale data (composition)
  'http', // route(), validation, OpenAPI
  'lib', // small helpers every layer uses
  'providers', // SMS, email and delivery adapters the server is given
  'routes', // the HTTP layer, checked on its own below
  'security', // rate limits and secrets
];

/** Files of api/src/db/schema that hold no domain's tables. */
const SCHEMA_HELPERS = ['index', 'defaulted'];

/** Names allowed on some layers only, each with the layers it lives on and why. */
const EXCEPTIONS: Record<string, { on: Layer[]; why: string }> = {
  common: {
    on: ['contract'],
    why: "shared entity schemas (UserInfo, LoginResult, Task), the envelope and field rules every domain's calls use",
  },
  dev: {
    on: ['contract', 'routes'],
    why: "demo-only stand-ins for outside services (the SMS inbox, an OAuth provider's pages, the phone app's QR approval): no domain of their own, they call auth's code and tables",
  },
  members: {
    on: ['schema'],
    why: 'the member row (members, sns_bindings) that every domain reads; account writes it through api/src/account/members.ts',
  },
};

const layers: Record<Layer, string[]> = {
  contract: folders('contract/src'),
  routes: folders('api/src/routes'),
  domain: folders('api/src').filter((f) => !API_INFRASTRUCTURE.includes(f)),
  schema: tsFiles('api/src/db/schema').filter((f) => !SCHEMA_HELPERS.includes(f)),
};
const names = [...new Set(LAYERS.flatMap((l) => layers[l]))].sort();

test.each(names)('%s has the same name on every layer (or an exception says why not)', (name) => {
  const on = LAYERS.filter((l) => layers[l].includes(name));
  expect(on).toEqual(EXCEPTIONS[name]?.on ?? LAYERS);
});

test('every exception is still needed', () => {
  for (const name of Object.keys(EXCEPTIONS)) expect(names).toContain(name);
});

test('every infrastructure folder still exists', () => {
  const apiFolders = folders('api/src');
  for (const folder of API_INFRASTRUCTURE) expect(apiFolders).toContain(folder);
});
