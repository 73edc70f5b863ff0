// A call's `prepare` that encrypts sign-in fields (spec section 5) as the request is sent.
// jsencrypt (about 18 KB gzip) lives in the @survey/shared/crypto entry point and is fetched on
// the first submit, not with the form: the sign-in and register pages render without it.
import type { encryptFields } from '@survey/shared/crypto';
import { rsaPublicKey } from './rsa-public-key';

/** `prepare: encryptOnSend(['mobile', 'code'])` — a copy of the body with those fields encrypted. */
export function encryptOnSend(fields: readonly string[]): <T extends object>(body: T) => Promise<T> {
  return async (body) => {
    const crypto: { encryptFields: typeof encryptFields } = await import('@survey/shared/crypto');
    return crypto.encryptFields(body, fields, rsaPublicKey());
  };
}
