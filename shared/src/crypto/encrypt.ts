// RSA encryption of the mobile and code fields of sign-in payloads (spec section 5), with the
// API's public key from the site config (held by the core entry, which passes it in). A separate
// entry point (@survey/shared/crypto), fetched on a form's first submit (`encryptOnSend`,
// shared/src/http), so jsencrypt is on no page's first load.
import JSEncryptModule from 'jsencrypt';

// jsencrypt's CommonJS build exports the class itself, its ESM build a default export.
const JSEncrypt = ((JSEncryptModule as unknown as { JSEncrypt?: typeof JSEncryptModule }).JSEncrypt ??
  JSEncryptModule) as typeof JSEncryptModule;

let encryptor: { key: string; instance: InstanceType<typeof JSEncrypt> } | null = null;

function getEncryptor(key: string | undefined): InstanceType<typeof JSEncrypt> {
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

/** Base64 RSA (PKCS#1 v1.5) ciphertext of `plain` with the PEM `publicKey`. */
export function encryptField(plain: string, publicKey: string | undefined): string {
  const cipher = getEncryptor(publicKey).encrypt(String(plain));
  if (!cipher) throw new Error('Encryption failed: value too long for the RSA key or key unusable');
  return cipher;
}

/** A copy of `payload` with the listed fields encrypted; absent or empty fields stay as they are. */
export function encryptFields<T extends object>(payload: T, fields: readonly string[], publicKey: string | undefined): T {
  const copy = { ...payload } as Record<string, unknown>;
  for (const field of fields) {
    const value = copy[field];
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') copy[field] = encryptField(String(value), publicKey);
  }
  return copy as T;
}
