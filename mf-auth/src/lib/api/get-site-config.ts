import type { getSiteConfig as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** The site config again, for its RSA public key when the page could not read it (useEncryptionKey). */
export const getSiteConfig = bindCall<typeof contract>('GET', '/v1/site/config');
