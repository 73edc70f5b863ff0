import {
  type KeyObject,
  constants,
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  privateDecrypt,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';

// ---- encrypted fields -----------------------------------------------------------------

/** Decrypts the fields the browser encrypts with the public half of the instance's RSA key. */
export interface FieldCipher {
  /** SPKI PEM of the public key, as jsencrypt in the browser takes it (delivered with the site config). */
  readonly publicKeyPem: string;
  /** The plain text, or undefined for anything that is not a valid ciphertext (no reason given: no oracle). */
  decrypt(value: string): string | undefined;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

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
 * Node 20 refuses RSA_PKCS1_PADDING in privateDecrypt (Marvin attack mitigation), so the raw RSA
 * operation runs natively with RSA_NO_PADDING and the padding is checked here. Every failure
 * (bad base64, wrong length, bad padding, not UTF-8) gives the same undefined.
 */
export function createFieldCipher(privateKeyPem: string): FieldCipher {
  const key: KeyObject = createPrivateKey(privateKeyPem);
  const k = Math.ceil((key.asymmetricKeyDetails?.modulusLength ?? 2048) / 8);
  const publicKeyPem = createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString();
  const decrypt = (value: string): string | undefined => {
    const b64 = value.replace(/\s+/g, '');
    if (b64.length === 0 || b64.length > 1024 || !BASE64.test(b64)) return undefined;
    let bytes = Buffer.from(b64, 'base64');
    // jsencrypt drops leading zero bytes of the ciphertext; pad back to the modulus length.
    if (bytes.length < k && bytes.length >= k - 4) bytes = Buffer.concat([Buffer.alloc(k - bytes.length), bytes]);
    if (bytes.length !== k) return undefined;
    let em: Buffer;
    try {
      em = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, bytes);
    } catch {
      return undefined;
    }
    if (em.length < k) em = Buffer.concat([Buffer.alloc(k - em.length), em]);
    const plain = unpadPkcs1v15(em);
    if (!plain || plain.length === 0) return undefined;
    const text = new TextDecoder('utf-8', { fatal: false }).decode(plain);
    return text.includes('\uFFFD') ? undefined : text;
  };
  return { publicKeyPem, decrypt };
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

const dummyHash = () =>
  `scrypt$${scryptN()}$${SCRYPT.r}$${SCRYPT.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(64).toString('base64')}`;

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

export const hmacSha256Hex = (secret: string, data: string): string => createHmac('sha256', secret).update(data).digest('hex');

export const hmacSha1Base64 = (secret: string, data: string): string => createHmac('sha1', secret).update(data).digest('base64');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const randomDigits = (n: number): string => Array.from({ length: n }, () => String(randomInt(0, 10))).join('');

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const randomCode = (n: number): string =>
  Array.from({ length: n }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('');
