// Deploy tokens: `<registry>/tokens.json` holds each token's name, scope and sha256 (never the
// token itself), so a copy of the registry (a backup, an edge's cache) grants nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../base/fsutil';
import { ReleaseError } from '../../base/release-error';
import { parseDuration } from '../../base/duration';

/** `canary`: promote only as a canary of 1–99% (`promote` includes it). */
export const ACTIONS = ['publish', 'promote', 'canary', 'rollback'] as const;
export type Action = (typeof ACTIONS)[number];
/** A token's actions unless --can says otherwise (`promote` includes canaries). */
const DEFAULT_ACTIONS: Action[] = ['publish', 'promote', 'rollback'];
/** `all` makes an operator token: every area, plus `updating` and token admin. */
export const ALL_AREAS = 'all';

export interface TokenRecord {
  id: string;
  name: string;
  /** An area folder name, `shell`, or `all`. */
  area: string;
  can: Action[];
  createdAt: string;
  /** ISO time the token stops working (`--expires 90d`); none: until revoked. */
  expiresAt?: string;
  revokedAt?: string;
  /** sha256 hex of the token. */
  hash: string;
}

/** What `token list` shows and the service returns: everything but the hash. */
export type TokenView = Omit<TokenRecord, 'hash'>;

const PREFIX = 'srt_';

export const tokensFile = (registry: string) => path.join(registry, 'tokens.json');

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function readTokens(registry: string): TokenRecord[] {
  let text: string;
  try {
    text = fs.readFileSync(tokensFile(registry), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  try {
    const parsed = JSON.parse(text) as { tokens: TokenRecord[] };
    if (!Array.isArray(parsed.tokens)) throw new Error('no "tokens" list');
    return parsed.tokens;
  } catch (err) {
    throw new ReleaseError(`${tokensFile(registry)} is not valid (${(err as Error).message}); restore it from a backup.`);
  }
}

function writeTokens(registry: string, tokens: TokenRecord[]): void {
  fs.mkdirSync(registry, { recursive: true });
  writeFileAtomic(tokensFile(registry), `${JSON.stringify({ tokens }, null, 2)}\n`);
  // Only hashes, but still nobody else's business.
  fs.chmodSync(tokensFile(registry), 0o600);
}

export function parseActions(list: string): Action[] {
  const names = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(ACTIONS as readonly string[]).includes(n));
  if (unknown.length || !names.length) {
    throw new ReleaseError(`--can takes a comma-separated list of ${ACTIONS.join(', ')} (got "${list}").`);
  }
  return [...new Set(names)] as Action[];
}

export function view({ hash: _hash, ...rest }: TokenRecord): TokenView {
  return rest;
}

export interface NewToken {
  name: string;
  area: string;
  /** Default: every action. */
  can?: Action[];
  /** How long it works, like `90d`, `12h` or `30m`; default until revoked. */
  expires?: string;
}

/** Adds a token; returns it (shown once, never stored) and its record. Call under the registry lock. */
export function createToken(registry: string, spec: NewToken): { token: string; record: TokenView } {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(spec.name)) {
    throw new ReleaseError(`a token name is letters, digits, ".", "_" or "-" (up to 64), not "${spec.name}".`);
  }
  if (!/^[a-z0-9][a-z0-9-]*$/.test(spec.area)) throw new ReleaseError(`"${spec.area}" is not an area name (or shell, or all).`);
  const lifetime = spec.expires === undefined ? null : parseDuration(spec.expires, '--expires');
  const tokens = readTokens(registry);
  if (tokens.some((t) => t.name === spec.name && !t.revokedAt)) {
    throw new ReleaseError(`a token named ${spec.name} already exists; revoke it first or pick another name.`);
  }
  const token = PREFIX + crypto.randomBytes(32).toString('base64url');
  const record: TokenRecord = {
    id: crypto.randomBytes(6).toString('hex'),
    name: spec.name,
    area: spec.area,
    can: spec.can ?? [...DEFAULT_ACTIONS],
    createdAt: new Date().toISOString(),
    ...(lifetime !== null && { expiresAt: new Date(Date.now() + lifetime).toISOString() }),
    hash: hashToken(token),
  };
  writeTokens(registry, [...tokens, record]);
  return { token, record: view(record) };
}

/** Marks a live token (by name or id) revoked; the record stays for the audit trail. */
export function revokeToken(registry: string, nameOrId: string): TokenView {
  const tokens = readTokens(registry);
  const found = tokens.find((t) => !t.revokedAt && (t.name === nameOrId || t.id === nameOrId));
  if (!found) throw new ReleaseError(`no live token named or with id "${nameOrId}" (see \`release token list\`).`);
  found.revokedAt = new Date().toISOString();
  writeTokens(registry, tokens);
  return view(found);
}
