// Preview tokens: only an unaltered, unexpired token signed with the registry's key is accepted.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ReleaseError } from '../src';
import { PREVIEW_KEY_FILE, parsePreviewDuration, previewKey, readPreviewKey, signPreview, verifyPreview } from '../src/rollout/preview';
import { cleanupTmp, tmpDir } from './helpers';

afterAll(cleanupTmp);

const key = crypto.randomBytes(32);
const pin = { id: 'p1', area: 'mf-tasks', version: '1.1.0-abcdef0123', until: '2026-11-26T18:00:00.000Z' };
const before = Date.parse(pin.until) - 60_000;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

test('a signed token gives back its pin until its end time, then nothing', () => {
  const token = signPreview(key, pin);
  expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
  expect(verifyPreview(key, token, before)).toEqual(pin);
  expect(verifyPreview(key, token, Date.parse(pin.until))).toBeNull();
});

test('an altered payload, an altered signature, another key or a malformed token is refused', () => {
  const token = signPreview(key, pin);
  const [payload, signature] = token.split('.');
  const flipped = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
  const refused = [
    `${b64({ ...pin, version: '9.9.9-0000000000' })}.${signature}`,
    `${b64({ ...pin, until: '2027-01-01T00:00:00.000Z' })}.${signature}`,
    `${flipped(payload, 3)}.${signature}`,
    `${payload}.${flipped(signature, 5)}`,
    `${payload}.${signature.slice(0, -2)}`,
    `${payload}.`,
    signPreview(crypto.randomBytes(32), pin),
    '',
    'abc',
    `${token}.extra`,
    `${payload}.${signature}=`,
    `${'a'.repeat(5000)}.${signature}`,
  ];
  for (const t of refused) expect([t.slice(0, 40), verifyPreview(key, t, before)]).toEqual([t.slice(0, 40), null]);
  expect(verifyPreview(null, token, before)).toBeNull();
  // A correctly signed payload that is not a pin is refused too.
  const notPin = b64({ area: 'mf-tasks' });
  const signed = `${notPin}.${crypto.createHmac('sha256', key).update(notPin).digest('base64url')}`;
  expect(verifyPreview(key, signed, before)).toBeNull();
});

test('the registry key is made once, 0600, and read back by every later call', () => {
  const registry = tmpDir('preview-key-');
  expect(readPreviewKey(registry)).toBeNull();
  const made = previewKey(registry);
  const file = path.join(registry, PREVIEW_KEY_FILE);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(fs.readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
  expect(previewKey(registry).equals(made)).toBe(true);
  expect(readPreviewKey(registry)!.equals(made)).toBe(true);
});

test('a deleted or replaced key voids the links signed with it at once, with no restart', () => {
  const registry = tmpDir('preview-key-');
  const first = previewKey(registry);
  const token = signPreview(first, pin);
  expect(verifyPreview(readPreviewKey(registry), token, before)).toEqual(pin);

  fs.rmSync(path.join(registry, PREVIEW_KEY_FILE));
  expect(readPreviewKey(registry)).toBeNull();
  expect(verifyPreview(readPreviewKey(registry), token, before)).toBeNull();

  const second = previewKey(registry);
  expect(second.equals(first)).toBe(false);
  expect(verifyPreview(readPreviewKey(registry), token, before)).toBeNull();
  expect(verifyPreview(readPreviewKey(registry), signPreview(second, pin), before)).toEqual(pin);

  // Replaced in place by an operator (same size, new content): read anew too.
  const third = crypto.randomBytes(32);
  fs.writeFileSync(path.join(registry, PREVIEW_KEY_FILE), `${third.toString('hex')}\n`, { mode: 0o600 });
  fs.utimesSync(path.join(registry, PREVIEW_KEY_FILE), new Date(), new Date(Date.now() + 5_000));
  expect(readPreviewKey(registry)!.equals(third)).toBe(true);
});

test('--for takes minutes, hours or days up to 7 days', () => {
  expect(parsePreviewDuration('30m')).toBe(30 * 60_000);
  expect(parsePreviewDuration('2h')).toBe(2 * 3600_000);
  expect(parsePreviewDuration('7d')).toBe(7 * 86400_000);
  const refusals: [string, RegExp][] = [
    ['8d', /longer than a preview may last \(7d\)/],
    ['169h', /longer than a preview may last/],
    ['0m', /no time at all/],
    ['2w', /not a duration: use minutes, hours or days, like 30m, 2h or 1d/],
    ['1.5h', /not a duration/],
    ['', /not a duration/],
  ];
  for (const [text, message] of refusals) {
    expect(() => parsePreviewDuration(text)).toThrow(ReleaseError);
    expect(() => parsePreviewDuration(text)).toThrow(message);
  }
});
