import {
  type KeyObject,
  constants,
  createHash,
  createHmac,
  createPrivateKey,
  privateDecrypt,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import { invalid } from './codes';

export const DEFAULT_PRIVATE_KEY_FILE = path.join(__dirname, '..', 'keys', 'demo-private.pem');

let cachedPem: string | undefined;
let cachedKey: forge.pki.rsa.PrivateKey | undefined;
let cachedNative: KeyObject | undefined;

/** The RSA private key PEM (RSA_PRIVATE_KEY_FILE or api/keys/demo-private.pem). */
export function privateKeyPem(): string {
  if (!cachedPem) cachedPem = readFileSync(process.env.RSA_PRIVATE_KEY_FILE || DEFAULT_PRIVATE_KEY_FILE, 'utf8');
  return cachedPem;
}

function privateKey(): forge.pki.rsa.PrivateKey {
  if (!cachedKey) cachedKey = forge.pki.privateKeyFromPem(privateKeyPem());
  return cachedKey;
}

/** The matching public key in SPKI PEM form (what jsencrypt embeds in the client). */
export function publicKeyPem(): string {
  const k = privateKey();
  return forge.pki.publicKeyToPem(forge.pki.setRsaPublicKey(k.n, k.e));
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function nativeKey(): KeyObject {
  if (!cachedNative) cachedNative = createPrivateKey(privateKeyPem());
  return cachedNative;
}

/**
 * Removes EME-PKCS1-v1_5 padding (RFC 8017 7.2.2): 0x00 0x02 PS (>= 8 non-zero bytes) 0x00 M.
 * Returns null when the block is not well formed.
 */
export function unpadPkcs1v15(em: Buffer): Buffer | null {
  if (em.length < 11 || em[0] !== 0x00 || em[1] !== 0x02) return null;
  const sep = em.indexOf(0x00, 2);
  if (sep < 10) return null;
  return em.subarray(sep + 1);
}

/**
 * Decrypts a field encrypted by jsencrypt (RSA PKCS#1 v1.5, base64). Throws code 1001
 * (不是有效的加密字段) for anything that is not a valid ciphertext.
 *
 * Node 20 refuses RSA_PKCS1_PADDING in privateDecrypt (Marvin attack mitigation), so the raw
 * RSA operation runs natively with RSA_NO_PADDING and the padding is checked here (about
 * 0.3 ms instead of ~50 ms with node-forge's pure-JS big integers). Every failure gives the
 * same answer.
 */
export function decryptField(value: unknown, label = '字段'): string {
  const fail = () => invalid(`${label}不是有效的加密字段`);
  if (typeof value !== 'string') throw fail();
  const b64 = value.replace(/\s+/g, '');
  if (b64.length === 0 || b64.length > 1024 || !BASE64.test(b64)) throw fail();
  const key = nativeKey();
  const k = Math.ceil((key.asymmetricKeyDetails?.modulusLength ?? 2048) / 8);
  let bytes = Buffer.from(b64, 'base64');
  // jsencrypt drops leading zero bytes of the ciphertext; pad back to the modulus length.
  if (bytes.length < k && bytes.length >= k - 4) bytes = Buffer.concat([Buffer.alloc(k - bytes.length), bytes]);
  if (bytes.length !== k) throw fail();
  let em: Buffer;
  try {
    em = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, bytes);
  } catch {
    throw fail();
  }
  if (em.length < k) em = Buffer.concat([Buffer.alloc(k - em.length), em]);
  const plain = unpadPkcs1v15(em);
  if (!plain || plain.length === 0) throw fail();
  const text = new TextDecoder('utf-8', { fatal: false }).decode(plain);
  if (text.includes('\uFFFD')) throw fail();
  return text;
}

/** Test helper: encrypts like the client does (jsencrypt, PKCS#1 v1.5, base64). */
export function encryptForTest(plain: string): string {
  const k = privateKey();
  const pub = forge.pki.setRsaPublicKey(k.n, k.e);
  return forge.util.encode64(pub.encrypt(forge.util.encodeUtf8(plain), 'RSAES-PKCS1-V1_5'));
}

// ---- passwords ----------------------------------------------------------------------

/** Cost for new hashes; PASSWORD_SCRYPT_N (a power of two >= 1024) lowers it for tests. */
function scryptN(): number {
  const n = Number(process.env.PASSWORD_SCRYPT_N);
  return Number.isInteger(n) && n >= 1024 && (n & (n - 1)) === 0 ? n : 16384;
}
const SCRYPT = { r: 8, p: 1, keylen: 64 };

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, { N, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = scryptN();
  const key = await scryptAsync(password, salt, N, SCRYPT.r, SCRYPT.p, SCRYPT.keylen);
  return `scrypt$${N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const dummyHash = () => `scrypt$${scryptN()}$${SCRYPT.r}$${SCRYPT.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(64).toString('base64')}`;

/** Timing-safe check; a missing hash still costs one scrypt run (no account probing by timing). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored || dummyHash()).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, hashB64] = parts;
  const expected = Buffer.from(hashB64, 'base64');
  let key: Buffer;
  try {
    key = await scryptAsync(password, Buffer.from(saltB64, 'base64'), Number(n), Number(r), Number(p), expected.length);
  } catch {
    return false;
  }
  return Boolean(stored) && key.length === expected.length && timingSafeEqual(key, expected);
}

// ---- tokens and signatures ----------------------------------------------------------

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('hex');

export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

export const hmacSha1Base64 = (secret: string, data: string): string =>
  createHmac('sha1', secret).update(data).digest('base64');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const randomDigits = (n: number): string =>
  Array.from({ length: n }, () => String(randomInt(0, 10))).join('');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const randomCode = (n: number): string =>
  Array.from({ length: n }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('');
