// Who may do what: a bearer token is checked against tokens.json on every request.
import crypto from 'node:crypto';
import { ReleaseError } from '../../base/release-error';
import { type Action, ALL_AREAS, type TokenRecord, hashToken, readTokens } from './token-store';

/** A refusal with its HTTP status: 401 (no valid token) or 403 (valid, not allowed). */
export class AccessError extends ReleaseError {
  constructor(
    message: string,
    readonly status: 401 | 403,
  ) {
    super(message);
  }
}

/** The live token behind an `Authorization: Bearer …` header, or a 401. */
export function authenticate(registry: string, header: string | undefined, now = Date.now()): TokenRecord {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token) throw new AccessError('no deploy token: send "Authorization: Bearer <token>" (the CLI reads SURVEY_RELEASE_TOKEN).', 401);
  const hash = Buffer.from(hashToken(token), 'hex');
  // Constant-time compare: the response time must not tell how close a guess was.
  const found = readTokens(registry).find((t) => crypto.timingSafeEqual(Buffer.from(t.hash, 'hex'), hash));
  if (!found) throw new AccessError('unknown deploy token; ask an operator for one (`release token create`).', 401);
  if (found.revokedAt)
    throw new AccessError(`the deploy token ${found.name} was revoked at ${found.revokedAt}; ask an operator for a new one.`, 401);
  if (found.expiresAt && Date.parse(found.expiresAt) <= now)
    throw new AccessError(`the deploy token ${found.name} expired at ${found.expiresAt}; ask an operator for a new one.`, 401);
  return found;
}

function describe(t: TokenRecord): string {
  return t.area === ALL_AREAS ? `${t.can.join(', ')} on every area` : `${t.can.join(', ')} on ${t.area} only`;
}

/** Throws a 403 naming what the token may do unless it may do every one of `actions` on `area`. */
export function authorize(t: TokenRecord, area: string, actions: Action[]): void {
  const missing = actions.filter((a) => !t.can.includes(a));
  if ((t.area === ALL_AREAS || t.area === area) && !missing.length) return;
  throw new AccessError(`the deploy token ${t.name} may not ${actions.join(' + ')} ${area}; it may ${describe(t)}.`, 403);
}

/**
 * Promoting (with the `also` actions of the same request): a canary (1–99%) takes `promote` or
 * `canary`; making a version live for everyone (which also ends a canary of it) takes `promote`.
 */
export function authorizePromote(t: TokenRecord, area: string, asCanary: boolean, also: Action[] = []): void {
  const onArea = t.area === ALL_AREAS || t.area === area;
  if (asCanary && onArea && t.can.includes('canary')) return authorize(t, area, also);
  if (!asCanary && onArea && t.can.includes('canary') && !t.can.includes('promote'))
    throw new AccessError(
      `the deploy token ${t.name} may promote ${area} only as a canary (promote <version> --canary 1-99); making a version live for everyone takes a token with promote.`,
      403,
    );
  authorize(t, area, [...also, 'promote']);
}

/** The site-wide flag and token admin are for operator tokens (area `all`). */
export function authorizeOperator(t: TokenRecord, what: string): void {
  if (t.area !== ALL_AREAS)
    throw new AccessError(
      `the deploy token ${t.name} may not ${what}: that takes an operator token (--area all); it may ${describe(t)}.`,
      403,
    );
}
