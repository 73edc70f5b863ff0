// The manifest types come from the platform contract (src/types.ts imports them type-only);
// the one value the release tool keeps for itself must still equal the contract's version.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PLATFORM_API_VERSION } from '../src/types';

const contract = fs.readFileSync(path.resolve(__dirname, '../../shared/src/platform/contract.ts'), 'utf8');

test('the default platformApiVersion is the contract version', () => {
  expect(/export const PLATFORM_API_VERSION = (\d+);/.exec(contract)?.[1]).toBe(String(DEFAULT_PLATFORM_API_VERSION));
});
