// RSA encryption of the mobile and code fields of sign-in payloads (spec section 5), with the
// API's public key from the site config. A separate entry point (@survey/shared/crypto) so
// jsencrypt is only downloaded by the areas that sign members in.
import JSEncryptModule from 'jsencrypt';
import { rsaPublicKey } from './public-key';

// jsencrypt's CommonJS build exports the class itself, its ESM build a default export.
const JSEncrypt = ((JSEncryptModule as unknown as { JSEncrypt?: typeof JSEncryptModule }).JSEncrypt ??
  JSEncryptModule) as typeof JSEncryptModule;

let encryptor: { key: string; instance: InstanceType<typeof JSEncrypt> } | null = null;

function getEncryptor(): InstanceType<typeof JSEncrypt> {
  const key = rsaPublicKey();
  // Never send the field in clear: without the API's key there is nothing to encrypt with.
  if (!key) throw new Error('Encryption failed: no RSA public key yet (the site config has not been read)');
  // Created on first use: parsing the key costs time nobody should pay at import.
  if (encryptor?.key !== key) {
    const instance = new JSEncrypt();
    instance.setPublicKey(key);
    encryptor = { key, instance };
  }
  return encryptor.instance;
}

/** Base64 RSA (PKCS#1 v1.5) ciphertext of `plain`. */
export function encryptField(plain: string): string {
  const cipher = getEncryptor().encrypt(String(plain));
  if (!cipher) throw new Error('Encryption failed: value too long for the RSA key or key unusable');
  return cipher;
}

export const DEFAULT_ENCRYPTED_FIELDS = ['mobile', 'code'] as const;

/** A copy of `payload` with the listed fields encrypted; absent or empty fields stay as they are. */
export function encryptFields<T extends object>(payload: T, fields: readonly string[] = DEFAULT_ENCRYPTED_FIELDS): T {
  const copy = { ...payload } as Record<string, unknown>;
  for (const field of fields) {
    const value = copy[field];
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') copy[field] = encryptField(String(value));
  }
  return copy as T;
}
