import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import { invalid } from './codes';

export const DEFAULT_PRIVATE_KEY_FILE = path.join(__dirname, '..', 'keys', 'demo-private.pem');

let cachedPem: string | undefined;
let cachedKey: forge.pki.rsa.PrivateKey | undefined;

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

/**
 * Decrypts a field encrypted by jsencrypt (RSA PKCS#1 v1.5, base64). Throws code 1001
 * (不是有效的加密字段) for anything that is not a valid ciphertext.
 */
export function decryptField(value: unknown, label = '字段'): string {
  const fail = () => invalid(`${label}不是有效的加密字段`);
  if (typeof value !== 'string') throw fail();
  const b64 = value.replace(/\s+/g, '');
  if (b64.length === 0 || b64.length > 1024 || !BASE64.test(b64)) throw fail();
  const key = privateKey();
  const k = Math.ceil(key.n.bitLength() / 8);
  let bytes = forge.util.decode64(b64);
  // jsencrypt drops leading zero bytes of the ciphertext; pad back to the modulus length.
  if (bytes.length < k && bytes.length >= k - 4) bytes = '\0'.repeat(k - bytes.length) + bytes;
  if (bytes.length !== k) throw fail();
  let plain: string;
  try {
    plain = key.decrypt(bytes, 'RSAES-PKCS1-V1_5');
  } catch {
    throw fail();
  }
  try {
    return forge.util.decodeUtf8(plain);
  } catch {
    throw fail();
  }
}

/** Test helper: encrypts like the client does (jsencrypt, PKCS#1 v1.5, base64). */
export function encryptForTest(plain: string): string {
  const k = privateKey();
  const pub = forge.pki.setRsaPublicKey(k.n, k.e);
  return forge.util.encode64(pub.encrypt(forge.util.encodeUtf8(plain), 'RSAES-PKCS1-V1_5'));
}

// ---- passwords ----------------------------------------------------------------------

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 };

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, { N, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keylen);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const DUMMY_HASH = `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(64).toString('base64')}`;

/** Timing-safe check; a missing hash still costs one scrypt run (no account probing by timing). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored || DUMMY_HASH).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, hashB64] = parts;
  const expected = Buffer.from(hashB64, 'base64');
  const key = await scryptAsync(password, Buffer.from(saltB64, 'base64'), Number(n), Number(r), Number(p), expected.length);
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
