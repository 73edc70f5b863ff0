// Production has no way in: a production start names every provider setting it lacks (SMS,
// mail, the site's identity) and refuses the seed's placeholders; the footer and the about pages show
// the configured operator, not made-up ICP numbers and example.com mailboxes.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readProviderSettings } from '../src/providers';
import { DEMO_SITE_IDENTITY } from '../src/providers/site-identity';
import { type Harness, start } from './helpers';
import { TEST_SITE_IDENTITY } from './production-helpers';

const API = path.join(__dirname, '..');
const PROVIDER_VARS = /^(SMS_|EMAIL_|SMTP_|SITE_)/;

const SITE_ENV = {
  SITE_COMPANY_NAME: TEST_SITE_IDENTITY.companyName,
  SITE_ICP_RECORD: TEST_SITE_IDENTITY.registrations[0],
  SITE_PUBLIC_SECURITY_RECORD: TEST_SITE_IDENTITY.registrations[1],
  SITE_SUPPORT_EMAIL: TEST_SITE_IDENTITY.supportEmail,
};

test('the API process exits at start, naming each provider setting it lacks, and TRUST_PROXY', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'survey-prod-config-'));
  try {
    const keyFile = path.join(tmp, 'rsa.pem');
    writeFileSync(
      keyFile,
      generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    );
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !PROVIDER_VARS.test(name)));
    const run = spawnSync(path.join(API, 'node_modules', '.bin', 'tsx'), ['src/main.ts', '--port', '0', '--data', path.join(tmp, 'db')], {
      cwd: API,
      env: {
        ...env,
        API_DEMO: '',
        DATABASE_URL: '',
        TRUST_PROXY: '',
        RSA_PRIVATE_KEY_FILE: keyFile,
        OSS_ACCESS_KEY_SECRET: 'o'.repeat(40),
        TOKEN_SECRET: 't'.repeat(40),
        DEVICE_ID_KEY: 'd'.repeat(40),
        HEALTH_READ_TOKEN: 'h'.repeat(40),
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stdout).not.toContain('listening');
    expect(run.status).toBe(1);
    for (const name of [
      'SMS_DRIVER is not set',
      'EMAIL_DRIVER is not set',
      'SITE_COMPANY_NAME is not set',
      'SITE_ICP_RECORD is not set',
      'SITE_PUBLIC_SECURITY_RECORD is not set',
      'SITE_SUPPORT_EMAIL is not set',
      'TRUST_PROXY is not set',
    ]) {
      expect(run.stderr).toContain(name);
    }
    expect(run.stderr).not.toContain('TOKEN_SECRET');
    expect(run.stderr).not.toContain('DEVICE_ID_KEY');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}, 60_000);

test('placeholders and unknown drivers are refused by name; the log drivers only when chosen', () => {
  const placeholders = readProviderSettings({
    SMS_DRIVER: 'aliyun',
    EMAIL_DRIVER: 'log',
    SITE_COMPANY_NAME: DEMO_SITE_IDENTITY.companyName,
    SITE_ICP_RECORD: DEMO_SITE_IDENTITY.registrations[0],
    SITE_PUBLIC_SECURITY_RECORD: '公安备案',
    SITE_SUPPORT_EMAIL: 'support@example.com',
    SITE_BUSINESS_EMAIL: 'bd@wenjuan-community.example',
  });
  expect(placeholders.problems).toEqual([
    'SMS_DRIVER "aliyun" is not tencent or log',
    'SITE_COMPANY_NAME is the demo placeholder',
    'SITE_ICP_RECORD is the demo placeholder',
    'SITE_PUBLIC_SECURITY_RECORD is not a public-security record number (沪公网安备31010402000000号)',
    'SITE_SUPPORT_EMAIL is a placeholder address (example/test/invalid domain)',
    'SITE_BUSINESS_EMAIL is a placeholder address (example/test/invalid domain)',
  ]);
  const staging = readProviderSettings({ SMS_DRIVER: 'log', EMAIL_DRIVER: 'log', ...SITE_ENV });
  expect(staging.problems).toEqual([]);
  expect(staging.settings).toMatchObject({
    sms: 'log',
    email: 'log',
    supplier: null,
    site: { ...TEST_SITE_IDENTITY, businessEmail: TEST_SITE_IDENTITY.supportEmail },
  });
});

describe('a production instance', () => {
  let prod: Harness;
  beforeAll(async () => {
    prod = await start({ demo: false });
  });
  afterAll(async () => {
    await prod?.close();
  });

  test('the footer shows the configured company, records and support mailbox', async () => {
    const site = (await prod.get('/api/v1/site/config')).data;
    expect(site).toMatchObject({
      companyName: TEST_SITE_IDENTITY.companyName,
      registrations: TEST_SITE_IDENTITY.registrations,
      supportEmail: TEST_SITE_IDENTITY.supportEmail,
    });
  });

  test('the about and cooperation pages name the configured mailboxes', async () => {
    const about = (await prod.get('/api/v1/pages/about')).data.html;
    const cooperate = (await prod.get('/api/v1/pages/cooperate')).data.html;
    expect(about).toContain(TEST_SITE_IDENTITY.supportEmail);
    expect(cooperate).toContain(TEST_SITE_IDENTITY.businessEmail);
    expect(`${about}${cooperate}`).not.toMatch(/example|\{\{/);
  });
});
