import { AUTO_ROLLBACK_RULE, judgeCanary } from '../src/rollout/auto-rollback-rule';
import { versionHealth } from './health-fixtures';

const health = (version: string, loads: number, failures: number, addresses = 5) =>
  versionHealth('mf-tasks', version, loads, failures, { addresses: loads ? addresses : 0 });

test('the rule as documented: at least 20 loads, failures from 3 addresses and a per-address failure rate above 2 × live + 2 points', () => {
  expect(AUTO_ROLLBACK_RULE).toEqual({ minLoads: 20, minAddresses: 3, factor: 2, margin: 0.02 });
});

test('one or two addresses reporting a failing canary do not end it, however many device ids they use', () => {
  const live = health('1.0.0', 40, 0);
  expect(judgeCanary(health('1.1.0', 60, 60, 2), live).rollback).toBe(false);
  expect(judgeCanary(health('1.1.0', 60, 60, 3), live).rollback).toBe(true);
});

test('finding 2: 3 made-up devices × 8 failed loads from one address (what the API now reports of them) end nothing', () => {
  const live = health('1.0.0', 40, 0);
  const forged = versionHealth('mf-tasks', '1.1.0', 24, 24, { devices: 3, addresses: 1, failingAddresses: 1, addressFailureRate: 1 });
  expect(judgeCanary(forged, live).rollback).toBe(false);
});

test('finding 2, reversed: one address failing 120 of 160 live loads cannot keep a canary failing 30/30 alive', () => {
  // As the API reports it (api/test/platform-forgery.test.ts): 3 honest addresses with 5 good loads each, one
  // address with 160 loads, 120 failed; per address: (0 + 0 + 0 + 0.75) / 4.
  const live = versionHealth('mf-tasks', '1.0.0', 175, 120, { addresses: 4, failingAddresses: 1, addressFailureRate: 0.75 / 4 });
  const canary = health('1.1.0', 30, 30, 3);
  expect(judgeCanary(canary, live).rollback).toBe(true);
});

test('a canary failing every load is rolled back once it has 20 loads, not before', () => {
  const live = health('1.0.0', 40, 0);
  expect(judgeCanary(health('1.1.0', 19, 19), live).rollback).toBe(false);
  const verdict = judgeCanary(health('1.1.0', 20, 20), live);
  expect(verdict.rollback).toBe(true);
  expect(verdict.reason).toBe(
    'canary 20 loads from 5 addresses, 20 failed on 5 (100.0% per address); live 40 loads from 5 addresses, 0 failed on 0 (0.0% per address); rule: ≥ 20 loads, failures from ≥ 3 addresses and a per-address failure rate above 2 × live + 2.0% = 2.0%',
  );
});

test('the limit follows live: a canary as flaky as live stays, one clearly worse goes', () => {
  const live = health('1.0.0', 200, 10); // 5%: limit 12%
  expect(judgeCanary(health('1.1.0', 100, 12), live).rollback).toBe(false); // 12% is not above 12%
  expect(judgeCanary(health('1.1.0', 100, 13), live).rollback).toBe(true);
  expect(judgeCanary(health('1.1.0', 100, 6), live).rollback).toBe(false);
});

test('a healthy canary with a few failures and a live version with no loads yet stays', () => {
  expect(judgeCanary(health('1.1.0', 100, 2), undefined).rollback).toBe(false); // 2% is not above 2%
  expect(judgeCanary(health('1.1.0', 100, 3), undefined).rollback).toBe(true);
});

test('no figures for the canary: never rolled back', () => {
  const verdict = judgeCanary(undefined, health('1.0.0', 50, 50));
  expect(verdict.rollback).toBe(false);
  expect(verdict.reason).toMatch(/^canary 0 loads from 0 addresses, 0 failed on 0 \(0\.0% per address\)/);
});
