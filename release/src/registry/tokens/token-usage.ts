// What each deploy token uploaded today: `<registry>/.token-usage.json`, beside tokens.json (a dot
// file, so never served).
// Counted per token id and UTC day, so a leaked or looping CI token cannot fill the registry:
// at most `versions` new versions and `bytes` uploaded per token per day.
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../base/fsutil';
import { ReleaseError } from '../../base/release-error';
import type { TokenRecord } from './token-store';

export interface DailyLimits {
  /** New versions stored per token per UTC day. */
  versions: number;
  /** Upload bytes (as sent, gzipped) per token per UTC day. */
  bytes: number;
}

interface Usage {
  versions: number;
  bytes: number;
}

interface UsageFile {
  day: string;
  tokens: Record<string, Usage>;
}

export const usageFile = (registry: string) => path.join(registry, '.token-usage.json');

const today = (now: Date) => now.toISOString().slice(0, 10);

function readUsage(registry: string, now: Date): UsageFile {
  try {
    const parsed = JSON.parse(fs.readFileSync(usageFile(registry), 'utf8')) as UsageFile;
    if (parsed.day === today(now) && parsed.tokens && typeof parsed.tokens === 'object') return parsed;
  } catch {
    // Missing or torn: a new day starts empty (the worst case is one more day's quota).
  }
  return { day: today(now), tokens: {} };
}

/** A token over one of its daily limits (answered 429). */
export class UsageLimitError extends ReleaseError {
  readonly status = 429;
}

function over(token: TokenRecord, used: Usage, limits: DailyLimits): string | null {
  if (used.versions >= limits.versions)
    return `token ${token.name} stored ${used.versions} new versions today, its limit of ${limits.versions} versions per day`;
  if (used.bytes > limits.bytes)
    return `token ${token.name} uploaded ${used.bytes} bytes today, over its limit of ${limits.bytes} bytes per day`;
  return null;
}

/** Refuses the token when it is at a daily limit already (before reading an upload). */
export function checkUsage(registry: string, token: TokenRecord, limits: DailyLimits, now = new Date()): void {
  const used = readUsage(registry, now).tokens[token.id] ?? { versions: 0, bytes: 0 };
  const problem = over(token, used, limits);
  if (problem) throw new UsageLimitError(`${problem}; try again tomorrow (UTC) or ask an operator.`);
}

/** Adds to the token's count for today; refuses when the addition passes a limit. */
export function addUsage(registry: string, token: TokenRecord, add: Partial<Usage>, limits: DailyLimits, now = new Date()): void {
  const file = readUsage(registry, now);
  const used = file.tokens[token.id] ?? { versions: 0, bytes: 0 };
  const next = { versions: used.versions + (add.versions ?? 0), bytes: used.bytes + (add.bytes ?? 0) };
  file.tokens[token.id] = next;
  writeFileAtomic(usageFile(registry), `${JSON.stringify(file)}\n`);
  if (add.bytes && next.bytes > limits.bytes) {
    throw new UsageLimitError(`${over(token, next, limits)}; nothing was stored. Try again tomorrow (UTC) or ask an operator.`);
  }
}
