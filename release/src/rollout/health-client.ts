// Reads area health from the platform API (GET /api/v1/platform/health), as the canary watch and
// `release status` need it, with the operators' token (HEALTH_READ_TOKEN, or HEALTH_READ_TOKEN_FILE:
// the API's own; the API refuses the summary to anyone else outside demo mode). Never throws: an API
// that is down, refuses or answers oddly is a null, and the caller says so (a canary is never ended
// for want of figures).
import type { HealthQuery, HealthSummary } from '@survey/contract';
import { envSecret } from './env-secret';

export type { HealthQuery };

/** The platform API asked for health when none is given: API_URL, or the local one. */
export const defaultApi = (): string => process.env.API_URL ?? 'http://127.0.0.1:3100';

export async function fetchHealth(
  api: string,
  query: HealthQuery = {},
  { timeoutMs = 3000, token }: { timeoutMs?: number; token?: string } = {},
): Promise<HealthSummary | null> {
  const url = new URL('/api/v1/platform/health', api);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  try {
    const operator = token ?? envSecret('HEALTH_READ_TOKEN');
    const headers: Record<string, string> = { accept: 'application/json', ...(operator ? { authorization: `Bearer ${operator}` } : {}) };
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers });
    if (!res.ok) return null;
    const body = (await res.json()) as { code?: number; data?: HealthSummary };
    return body.code === 200 && body.data && Array.isArray(body.data.versions) ? body.data : null;
  } catch {
    return null;
  }
}

/** Every area version's health over the last hour (or one area's), as `release status` shows it. */
export function lastHourHealth(api: string, area?: string): Promise<HealthSummary | null> {
  return fetchHealth(api, { since: new Date(Date.now() - 3_600_000).toISOString(), area });
}
