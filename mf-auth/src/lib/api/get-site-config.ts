import type { getSiteConfig as contract } from '@survey/contract';
import { defineCall } from '@survey/shared';

/** The site config again, for its RSA public key when the page could not read it (useEncryptionKey). */
export const getSiteConfig = defineCall<typeof contract>('GET', '/v1/site/config');
