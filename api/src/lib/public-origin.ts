// The site's public origin, for every link the API builds for a browser (invite links, QR contents).
// Production takes it from SITE_ORIGIN and refuses to start without it: a Host or X-Forwarded-Host
// header is the client's to write. A demo instance without one uses the host the site server forwards
// (believed only from a trusted proxy: fastify's req.host and req.protocol honour X-Forwarded-* from
// TRUST_PROXY hops only), else the request's own Host.
import type { FastifyRequest } from 'fastify';

type Env = Record<string, string | undefined>;

const HOST = /^[\w.:\-[\]]{1,255}$/;

/** `https://survey.example.com[:port]`, nothing after the host; undefined for anything else. */
export function parseSiteOrigin(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return (url.protocol === 'https:' || url.protocol === 'http:') && bare ? url.origin : undefined;
}

/** SITE_ORIGIN, or the problem naming it: required in production, optional (but checked) in demo. */
export function siteOriginFromEnv(env: Env, demo: boolean): { origin?: string; problems: string[] } {
  const value = env.SITE_ORIGIN?.trim();
  if (!value) {
    return { problems: demo ? [] : ['SITE_ORIGIN is not set (the address members open the site at, e.g. https://survey.example.com)'] };
  }
  const origin = parseSiteOrigin(value);
  return origin ? { origin, problems: [] } : { problems: [`SITE_ORIGIN "${value}" is not an origin (http(s)://host[:port], no path)`] };
}

/** The origin links are built on: the configured one, else (demo only) the host the browser used. */
export function publicOrigin(siteOrigin: string | undefined, req: FastifyRequest): string {
  if (siteOrigin) return siteOrigin;
  return `${req.protocol}://${HOST.test(req.host) ? req.host : 'localhost'}`;
}

/** The origin the caller gave, else SITE_ORIGIN; each checked, and required in production. */
export function siteOriginSetting(given: string | undefined, demo: boolean, env: Env): { origin?: string; problems: string[] } {
  if (given === undefined) return siteOriginFromEnv(env, demo);
  const origin = parseSiteOrigin(given);
  return origin ? { origin, problems: [] } : { problems: [`siteOrigin "${given}" is not an origin (http(s)://host[:port], no path)`] };
}
