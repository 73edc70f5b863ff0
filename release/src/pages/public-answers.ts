// The public data a pre-rendered page is drawn with: the GETs its screen's first render looks
// for (the area bundle lists them), asked of the API here as a signed-out visitor would ask
// them — only calls the contract does not declare `auth: true`, no cookies or credentials, a short
// time-out. A call that fails, is slow or is not public is simply left out: the browser asks
// it as before.
import { allCalls } from '@survey/contract';
import type { SeededAnswer } from '@survey/shared/platform-contract';

/** A GET a screen's first render looks for (shared/src/prerender/recording-client.ts). */
export interface WantedAnswer {
  url: string;
  params?: Record<string, unknown>;
}

/** More than a first screen asks for: a bundle listing more gets the first ones. */
const MAX_ANSWERS = 8;
export const ANSWER_TIMEOUT_MS = 500;

// The paths of the contract's public GETs, `:name` as one segment.
const PUBLIC_GETS = allCalls
  .filter((call) => call.method === 'GET' && call.auth !== true && !call.raw)
  .map((call) => new RegExp(`^${call.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[\w-]+/g, '[^/?#]+')}$`));

type Param = string | number | boolean;
const isParam = (value: unknown): value is Param => ['string', 'number', 'boolean'].includes(typeof value);

/** The query string the browser's client sends (axios: repeated keys, no brackets; null and undefined left out); null when a value is not plain. */
function queryOf(params: Record<string, unknown> | undefined): string | null {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    if (!values.every(isParam)) return null;
    for (const one of values) query.append(key, String(one));
  }
  return query.toString();
}

/** Whether `wanted` is a call the contract lets anyone make, with plain parameters. */
export function isPublicGet(wanted: WantedAnswer): boolean {
  const { url } = wanted;
  if (typeof url !== 'string' || !url.startsWith('/') || url.includes('..') || url.includes('//')) return false;
  return queryOf(wanted.params) !== null && PUBLIC_GETS.some((pattern) => pattern.test(url));
}

async function ask(api: string, wanted: WantedAnswer, timeoutMs: number): Promise<SeededAnswer | null> {
  try {
    const query = queryOf(wanted.params);
    const response = await fetch(`${api}/api${wanted.url}${query ? `?${query}` : ''}`, {
      // The headers every client call carries (spec §7), as a visitor's browser on a phone sends them.
      headers: { 'client-type': '2', version: '1.0.0', 'device-type': '1', accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json()) as { code?: number; data?: unknown };
    if (!response.ok || body?.code !== 200 || !('data' in body)) return null;
    return wanted.params ? { url: wanted.url, params: wanted.params, data: body.data } : { url: wanted.url, data: body.data };
  } catch {
    return null;
  }
}

/** The answers of the public ones of `wanted`, asked at once; those that failed are left out. Never throws. */
export async function fetchPublicAnswers(api: string, wanted: WantedAnswer[], timeoutMs = ANSWER_TIMEOUT_MS): Promise<SeededAnswer[]> {
  const asked = wanted.filter(isPublicGet).slice(0, MAX_ANSWERS);
  const answers = await Promise.all(asked.map((one) => ask(api, one, timeoutMs)));
  return answers.filter((answer): answer is SeededAnswer => answer !== null);
}
