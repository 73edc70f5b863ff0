// The secrets a running API holds, each independent of the others: the RSA private key (decrypts
// the mobile and code fields the browser encrypts), the object-storage signing secret, the token
// secret, the device-id key (shared with the site server and the registry origin, which sign the ids
// this verifies) and the operators' health-read token (shared with the release tools). Production reads each from the environment or a file and refuses to start without it; demo
// mode generates them once per install, so no file in the repository can sign or decrypt anything.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Secrets {
  rsaPrivateKeyPem: string;
  ossAccessKeySecret: string;
  tokenSecret: string;
  deviceIdKey: string;
  healthReadToken: string;
}

export type Env = Record<string, string | undefined>;

interface SecretSpec {
  key: keyof Secrets;
  /** The variable holding the value; `<env>_FILE` names a file holding it instead. */
  env: string;
  /** File name under the demo secrets folder. */
  file: string;
  /** Why the value is unusable, or undefined when it is fine. */
  problem(value: string): string | undefined;
  generate(): string;
}

const MIN_SECRET_LENGTH = 32;
const MIN_RSA_BITS = 2048;

/** SHA-256 of the SPKI form of RSA keys once published in this repository: never accepted. */
const PUBLISHED_KEYS = new Set(['a73a393b92ef3fbfce667d547e5e395845e41fbfc4ce403975de6f1860dcbc19']);

export function rsaKeyProblem(pem: string): string | undefined {
  let key;
  try {
    key = createPrivateKey(pem);
  } catch {
    return 'is not a PEM private key';
  }
  if (key.asymmetricKeyType !== 'rsa') return 'is not an RSA key';
  if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < MIN_RSA_BITS) return `is shorter than ${MIN_RSA_BITS} bits`;
  const spki = createPublicKey(key).export({ type: 'spki', format: 'der' });
  if (PUBLISHED_KEYS.has(createHash('sha256').update(spki).digest('hex'))) return 'is the demo key once published in the repository';
  return undefined;
}

const longEnough = (value: string) => (value.length < MIN_SECRET_LENGTH ? `is shorter than ${MIN_SECRET_LENGTH} characters` : undefined);
const randomSecret = () => randomBytes(32).toString('base64url');

const SPECS: SecretSpec[] = [
  {
    key: 'rsaPrivateKeyPem',
    env: 'RSA_PRIVATE_KEY',
    file: 'rsa-private.pem',
    problem: rsaKeyProblem,
    generate: () =>
      generateKeyPairSync('rsa', { modulusLength: MIN_RSA_BITS }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  },
  { key: 'ossAccessKeySecret', env: 'OSS_ACCESS_KEY_SECRET', file: 'oss-access-key-secret', problem: longEnough, generate: randomSecret },
  { key: 'tokenSecret', env: 'TOKEN_SECRET', file: 'token-secret', problem: longEnough, generate: randomSecret },
  { key: 'deviceIdKey', env: 'DEVICE_ID_KEY', file: 'device-id-key', problem: longEnough, generate: randomSecret },
  { key: 'healthReadToken', env: 'HEALTH_READ_TOKEN', file: 'health-read-token', problem: longEnough, generate: randomSecret },
];

/** Production is missing secrets (or has unusable ones); the message names each variable. */
export class SecretsError extends Error {}

/** The value of `name`, else the contents of the file named by `<name>_FILE` (secrets kept out of the environment). */
export function envValue(env: Env, name: string): { value?: string; problem?: string } {
  const direct = env[name];
  if (direct) return { value: direct.trim() };
  const file = env[`${name}_FILE`];
  if (!file) return {};
  try {
    return { value: readFileSync(file, 'utf8').trim() };
  } catch {
    return { problem: `${name}_FILE (${file}) cannot be read` };
  }
}

const fromEnv = (spec: SecretSpec, env: Env) => envValue(env, spec.env);

/** Production: every secret from the environment, or the problems naming each that is missing or unusable. */
export function readSecrets(env: Env = process.env): { secrets?: Secrets; problems: string[] } {
  const problems: string[] = [];
  const secrets: Partial<Secrets> = {};
  for (const spec of SPECS) {
    const { value, problem } = fromEnv(spec, env);
    if (problem) problems.push(problem);
    else if (!value) problems.push(`${spec.env} (or ${spec.env}_FILE) is not set`);
    else if (spec.problem(value)) problems.push(`${spec.env} ${spec.problem(value)}`);
    else secrets[spec.key] = value;
  }
  return problems.length ? { problems } : { secrets: secrets as Secrets, problems };
}

/** One error naming every missing or unusable setting of a production start. */
export function configError(problems: string[]): SecretsError {
  return new SecretsError(
    `Production mode cannot start without its secrets and settings:\n  - ${problems.join('\n  - ')}\n` +
      'Set each variable (secrets also as <NAME>_FILE naming a file); docs/deploy.md lists them all (run with --demo for a demo instance).',
  );
}

/** Production: every secret from the environment; throws one SecretsError naming all that are missing or unusable. */
export function secretsFromEnv(env: Env = process.env): Secrets {
  const { secrets, problems } = readSecrets(env);
  if (!secrets) throw configError(problems);
  return secrets;
}

/**
 * Demo: a secret from the environment when set, else the one generated into `dir` on the first start
 * (mode 0600), or, without a folder, a fresh one for this process only.
 */
export function demoSecrets(dir: string | undefined, env: Env = process.env): Secrets {
  if (dir) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secrets: Partial<Secrets> = {};
  for (const spec of SPECS) {
    const given = fromEnv(spec, env).value;
    if (given && !spec.problem(given)) {
      secrets[spec.key] = given;
      continue;
    }
    const file = dir && path.join(dir, spec.file);
    const stored = file && existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
    if (stored && !spec.problem(stored)) {
      secrets[spec.key] = stored;
      continue;
    }
    const made = spec.generate().trim();
    if (file) writeFileSync(file, `${made}\n`, { mode: 0o600 });
    secrets[spec.key] = made;
  }
  return secrets as Secrets;
}
