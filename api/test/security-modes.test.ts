// Demo everywhere and forged uploads: production refuses to start without its own secrets
// and has neither demo members nor /api/dev; demo generates its secrets once per install; nothing in
// the repository can sign or decrypt for a running instance.
import { execFileSync, spawnSync } from 'node:child_process';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Codes } from '../src/codes';
import { SecretsError, demoSecrets, secretsFromEnv } from '../src/security/secrets';
import { type Harness, enc, start } from './helpers';

const API = path.join(__dirname, '..');
const REPO = path.join(API, '..');
const SECRET_VARS = ['RSA_PRIVATE_KEY', 'OSS_ACCESS_KEY_SECRET', 'TOKEN_SECRET', 'DEVICE_ID_KEY', 'HEALTH_READ_TOKEN'];

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'survey-modes-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The environment without any of the secrets (nor their _FILE forms). */
const bareEnv = (extra: Record<string, string> = {}) => {
  const env = { ...process.env };
  for (const name of SECRET_VARS) {
    delete env[name];
    delete env[`${name}_FILE`];
  }
  return { ...env, ...extra };
};

const rsaPem = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe('production mode', () => {
  test('the API process exits at start, naming every secret it lacks', () => {
    const run = spawnSync(path.join(API, 'node_modules', '.bin', 'tsx'), ['src/main.ts', '--port', '0', '--data', path.join(tmp, 'db')], {
      cwd: API,
      env: bareEnv({ OSS_ACCESS_KEY_SECRET: 'x'.repeat(40), TOKEN_SECRET: 'short' }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('RSA_PRIVATE_KEY (or RSA_PRIVATE_KEY_FILE) is not set');
    expect(run.stderr).toContain('TOKEN_SECRET is shorter than 32 characters');
    expect(run.stderr).toContain('DEVICE_ID_KEY (or DEVICE_ID_KEY_FILE) is not set');
    expect(run.stderr).toContain('HEALTH_READ_TOKEN (or HEALTH_READ_TOKEN_FILE) is not set');
    expect(run.stderr).not.toContain('OSS_ACCESS_KEY_SECRET');
    expect(run.stdout).not.toContain('listening');
  }, 60_000);

  test('secrets come from the variable or from the file it names; a weak RSA key is refused', () => {
    const file = path.join(tmp, 'rsa.pem');
    writeFileSync(file, rsaPem());
    const shared = { DEVICE_ID_KEY: 'd'.repeat(32), HEALTH_READ_TOKEN: 'h'.repeat(32) };
    const secrets = secretsFromEnv({
      RSA_PRIVATE_KEY_FILE: file,
      OSS_ACCESS_KEY_SECRET: 'o'.repeat(32),
      TOKEN_SECRET: 't'.repeat(32),
      ...shared,
    });
    expect(secrets).toEqual({
      rsaPrivateKeyPem: readFileSync(file, 'utf8').trim(),
      ossAccessKeySecret: 'o'.repeat(32),
      tokenSecret: 't'.repeat(32),
      deviceIdKey: 'd'.repeat(32),
      healthReadToken: 'h'.repeat(32),
    });
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => secretsFromEnv({ RSA_PRIVATE_KEY: weak, OSS_ACCESS_KEY_SECRET: 'o'.repeat(32), TOKEN_SECRET: 't'.repeat(32) })).toThrow(
      'RSA_PRIVATE_KEY is shorter than 2048 bits',
    );
    expect(() => secretsFromEnv({ RSA_PRIVATE_KEY_FILE: path.join(tmp, 'missing.pem') })).toThrow(SecretsError);
  });

  describe('a production instance', () => {
    let prod: Harness;
    beforeAll(async () => {
      prod = await start({ demo: false });
    });
    afterAll(async () => {
      await prod?.close();
    });

    test('has no demo members, no /api/dev and says it is not a demo', async () => {
      expect(await prod.count('members')).toBe(0);
      const login = await prod.post('/api/auth/password/login', { mobile: enc('13800138000'), password: 'demo123456' });
      expect(login.code).toBe(Codes.BAD_CREDENTIALS);
      for (const url of [
        '/api/dev/sms?mobile=13800138000',
        '/api/dev/qrcode/scan?qrId=x',
        '/api/dev/oauth/wechat/authorize?redirect_uri=/x&state=y',
      ]) {
        expect((await prod.get(url)).status).toBe(404);
      }
      expect((await prod.post('/api/dev/qrcode/confirm', { qrId: 'x', mobile: '13800138000' })).status).toBe(404);
      expect((await prod.get('/api/v1/site/config')).data).toMatchObject({ demo: false, appName: expect.any(String) });
    });

    test('still has its site content', async () => {
      expect((await prod.get('/api/v1/banners')).data.length).toBeGreaterThan(0);
      expect((await prod.get('/api/v1/pages/about')).code).toBe(200);
    });
  });
});

describe('demo mode', () => {
  test('generates its secrets once per install, each independent, files readable by the owner only', () => {
    const dir = path.join(tmp, 'secrets');
    const first = demoSecrets(dir, {});
    expect(demoSecrets(dir, {})).toEqual(first);
    const other = demoSecrets(path.join(tmp, 'other-install'), {});
    for (const key of ['rsaPrivateKeyPem', 'ossAccessKeySecret', 'tokenSecret', 'deviceIdKey', 'healthReadToken'] as const)
      expect(other[key]).not.toBe(first[key]);
    expect(first.ossAccessKeySecret).not.toBe(first.tokenSecret);
    expect(first.ossAccessKeySecret).not.toContain(first.rsaPrivateKeyPem.slice(40, 80));
    for (const file of ['rsa-private.pem', 'oss-access-key-secret', 'token-secret', 'device-id-key', 'health-read-token']) {
      expect(statSync(path.join(dir, file)).mode & 0o077).toBe(0);
    }
  });

  test('the browser gets the public half of the instance key with the site config', async () => {
    const dir = path.join(tmp, 'site-config');
    const h = await start({ secretsDir: dir });
    try {
      const { rsaPublicKey } = (await h.get('/api/v1/site/config')).data;
      const expected = createPublicKey(readFileSync(path.join(dir, 'rsa-private.pem'), 'utf8')).export({ type: 'spki', format: 'pem' });
      expect(rsaPublicKey).toBe(expected);
    } finally {
      await h.close();
    }
  });
});

test('no file in the repository holds a private key', () => {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: REPO, encoding: 'utf8' }).split('\0').filter(Boolean);
  const withKeys = files.filter((f) => {
    try {
      return /-----BEGIN (RSA |EC |ENCRYPTED )?PRIVATE KEY-----/.test(readFileSync(path.join(REPO, f), 'utf8'));
    } catch {
      return false; // deleted in the working tree
    }
  });
  expect(withKeys).toEqual([]);
});
