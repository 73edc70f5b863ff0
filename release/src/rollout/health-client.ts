// Reads area health from the platform API (GET /api/v1/platform/health), as the canary watch and
// `release status` need it. Never throws: an API that is down or answers oddly is a null, and the
// caller says so (a canary is never ended for want of figures).
import type { HealthSummary } from '@survey/contract';

export interface HealthQuery {
  area?: string;
  since?: string;
}

export async function fetchHealth(api: string, query: HealthQuery = {}, timeoutMs = 3000): Promise<HealthSummary | null> {
  const url = new URL('/api/v1/platform/health', api);
  if (query.area) url.searchParams.set('area', query.area);
  if (query.since) url.searchParams.set('since', query.since);
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as { code?: number; data?: HealthSummary };
    return body.code === 200 && body.data && Array.isArray(body.data.versions) ? body.data : null;
  } catch {
    return null;
  }
}
