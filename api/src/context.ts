import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db';
import type { Providers } from './providers';

/** Decrypts the fields the browser encrypts (http/encrypted-fields.ts). */
export interface EncryptedFields {
  /** The public key the browser encrypts with. */
  readonly publicKeyPem: string;
  /** The plain mobile number of an encrypted `mobile` field. */
  mobile(value: string): string;
  /** The plain 6-digit SMS code of an encrypted `code` field. */
  code(value: string): string;
}

export interface SmsLimits {
  /** Minimum seconds between two codes to the same mobile. */
  mobileIntervalSeconds: number;
  mobilePerHour: number;
  /** Sends from one network address an hour before each needs a solved check (auth/sms-challenge.ts). */
  ipPerHourWithoutCaptcha: number;
  /** Sends from one network address an hour, checked or not. */
  ipPerHour: number;
  /** Sends from the whole site an hour: the budget past which every send is refused and the operator alerted. */
  globalPerHour: number;
}

export interface OssStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /** Deletes the bytes; a key that holds none is no error. */
  delete(key: string): Promise<void>;
}

export interface ApiContext {
  db: Db;
  now: () => number;
  /** Demo mode: generated secrets, demo members, /api/dev/*; production has none of them. */
  demo: boolean;
  /** Decrypts the encrypted mobile and code fields (the instance's own RSA key). */
  fields: EncryptedFields;
  /** Derives the pair a refresh rotates to (so a second tab within the grace window gets the same one). */
  tokenSecret: string;
  /** Signs device ids (DEVICE_ID_KEY, shared with the site server and the registry origin that issue them). */
  deviceIdKey: string;
  /** The operators' token of `auth: 'operator'` calls (HEALTH_READ_TOKEN). */
  healthReadToken: string;
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  smsLimits: SmsLimits;
  oss: { store: OssStore; accessKeyId: string; secret: string };
  /** SMS and mail gateways, the site's identity, the fulfilment supplier (src/providers). */
  providers: Providers;
  log: FastifyBaseLogger;
  /** The site's public origin for links (SITE_ORIGIN); always set in production (lib/public-origin.ts). */
  siteOrigin?: string;
}
