import type { FastifyRequest } from 'fastify';

/**
 * HTTPS to the browser: TLS here, or a proxy in front says so. Decides what only HTTPS may carry:
 * HSTS (browsers ignore it over plain HTTP) and the `Secure` flag of the cookies the servers set.
 */
export function servedOverHttps(req: FastifyRequest): boolean {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return req.protocol === 'https' || forwarded === 'https';
}
