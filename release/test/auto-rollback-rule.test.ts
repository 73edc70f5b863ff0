import { AUTO_ROLLBACK_RULE, judgeCanary } from '../src/rollout/auto-rollback-rule';
import { versionHealth } from './health-fixtures';

const health = (version: string, loads: number, failures: number, devices = 5) =>
  versionHealth('mf-tasks', version, loads, failures, { devices: loads ? devices : 0 });

test('the rule as documented: at least 20 loads from 3 devices and a failure rate above 2 × live + 2 points', () => {
  expect(AUTO_ROLLBACK_RULE).toEqual({ minLoads: 20, minDevices: 3, factor: 2, margin: 0.02 });
});

test('one or two browsers reloading a failing canary do not end it', () => {
  const live = health('1.0.0', 40, 0);
  expect(judgeCanary(health('1.1.0', 60, 60, 2), live).rollback).toBe(false);
  expect(judgeCanary(health('1.1.0', 60, 60, 3), live).rollback).toBe(true);
});

test('a canary failing every load is rolled back once it has 20 loads, not before', () => {
  const live = health('1.0.0', 40, 0);
  expect(judgeCanary(health('1.1.0', 19, 19), live).rollback).toBe(false);
  const verdict = judgeCanary(health('1.1.0', 20, 20), live);
  expect(verdict.rollback).toBe(true);
  expect(verdict.reason).toBe(
    'canary 20 loads from 5 devices, 20 failed (100.0%); live 40 loads from 5 devices, 0 failed (0.0%); rule: ≥ 20 loads from ≥ 3 devices and a failure rate above 2 × live + 2.0% = 2.0%',
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
  expect(verdict.reason).toMatch(/^canary 0 loads from 0 devices, 0 failed \(0\.0%\)/);
});
