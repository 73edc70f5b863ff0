import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from './db';

export interface SmsLimits {
  /** Minimum seconds between two codes to the same mobile. */
  mobileIntervalSeconds: number;
  mobilePerHour: number;
  ipPerHour: number;
}

export interface DemoSms {
  code: string;
  scene: string;
  sentAt: number;
}

export interface OssStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
}

export interface Ctx {
  db: Db;
  now: () => number;
  demo: boolean;
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  smsLimits: SmsLimits;
  /** demo inbox: last code per mobile */
  smsInbox: Map<string, DemoSms>;
  oss: { store: OssStore; accessKeyId: string; secret: string };
  log: FastifyBaseLogger;
}

/** Origin of the request as the browser saw it (for links shown to the user). */
export function originOf(req: FastifyRequest): string {
  const host = typeof req.headers.host === 'string' && /^[\w.:\-[\]]{1,255}$/.test(req.headers.host) ? req.headers.host : '127.0.0.1';
  return `${req.protocol}://${host}`;
}
