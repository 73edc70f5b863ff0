import { satisfies } from '../src/base/semver';

test.each([
  ['19.3.1', '^19.0.0', true],
  ['19.3.1', '^18.2.0', false],
  ['0.1.5', '^0.1.0', true],
  ['0.2.0', '^0.1.0', false],
  ['0.0.3', '^0.0.3', true],
  ['0.0.4', '^0.0.3', false],
  ['7.18.5', '~7.18.0', true],
  ['7.19.0', '~7.18.0', false],
  ['6.6.0', '6.6.0', true],
  ['6.6.1', '=6.6.0', false],
  ['1.2.3', '*', true],
  ['1.2.3', '', true],
  ['1.2.3', '1.x', true],
  ['2.0.0', '1.x', false],
  ['1.5.0', '>=1.2.0 <2.0.0', true],
  ['2.0.0', '>=1.2.0 <2.0.0', false],
  ['3.0.0', '^1.0.0 || ^3.0.0', true],
  ['2.0.0-beta.1', '^2.0.0', false],
  ['2.0.0-beta.2', '^2.0.0-beta.1', true],
  ['2.1.0-beta.2', '^2.0.0-beta.1', false],
  ['19.0.0', '>= 18', true],
])('%s satisfies %s → %s', (version, range, expected) => {
  expect(satisfies(version, range)).toBe(expected);
});

test('unsupported syntax throws instead of guessing', () => {
  expect(() => satisfies('1.0.0', 'workspace:*')).toThrow(/unsupported/);
  expect(() => satisfies('latest', '^1.0.0')).toThrow(/not a semver/);
});
