// The key the DEVICE_ID cookie is signed with: the API's DEVICE_ID_KEY when the environment gives it (so
// the API verifies the ids these servers issue), else one kept in the registry, private to its hosts.
import fs from 'node:fs';
import path from 'node:path';
import { DEVICE_KEY_FILE, deviceKey } from '../src/rollout/device-key';
import { cleanupTmp, tmpDir } from './helpers';

afterAll(() => cleanupTmp());

test('DEVICE_ID_KEY, or the file DEVICE_ID_KEY_FILE names, is the key; nothing is written to the registry', () => {
  const registry = tmpDir('device-key-');
  const key = 'k'.repeat(40);
  expect(deviceKey(registry, { DEVICE_ID_KEY: key })).toBe(key);
  const file = path.join(tmpDir('device-key-file-'), 'key');
  fs.writeFileSync(file, `${'f'.repeat(40)}\n`);
  expect(deviceKey(registry, { DEVICE_ID_KEY_FILE: file })).toBe('f'.repeat(40));
  expect(fs.existsSync(path.join(registry, DEVICE_KEY_FILE))).toBe(false);
  expect(() => deviceKey(registry, { DEVICE_ID_KEY: 'short' })).toThrow(/DEVICE_ID_KEY\) is shorter than 32 characters/);
});

test('without one, every server over a registry uses one key it keeps there (0600, a dot file)', () => {
  const registry = tmpDir('device-key-');
  const first = deviceKey(registry, {});
  expect(first.length).toBeGreaterThanOrEqual(32);
  const file = path.join(registry, DEVICE_KEY_FILE);
  expect(fs.readFileSync(file, 'utf8').trim()).toBe(first);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(deviceKey(registry, {})).toBe(first);
});
