// The release tool mirrors the manifest types of the platform contract (src/types.ts);
// this fails when shared/src/platform/contract.ts changes them, so the mirror is updated.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PLATFORM_API_VERSION } from '../src/types';

const contract = fs.readFileSync(path.resolve(__dirname, '../../shared/src/platform/contract.ts'), 'utf8');
const local = fs.readFileSync(path.resolve(__dirname, '../src/types.ts'), 'utf8');

/** `name: type` lines of an interface, comments dropped, whitespace normalised. */
function fields(source: string, name: string): string[] {
  const m = new RegExp(`export interface ${name} \\{([\\s\\S]*?)\\n\\}`).exec(source);
  if (!m) throw new Error(`interface ${name} not found`);
  return m[1]
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .split('\n')
    .map((l) => l.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

test.each(['RouteDef', 'AreaRelease', 'RemotesManifest'])('%s matches the platform contract', (name) => {
  expect(fields(local, name)).toEqual(fields(contract, name));
});

test('the default platformApiVersion is the contract version', () => {
  expect(/export const PLATFORM_API_VERSION = (\d+);/.exec(contract)?.[1]).toBe(String(DEFAULT_PLATFORM_API_VERSION));
});
