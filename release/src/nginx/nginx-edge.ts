// `release nginx-config --edge`: the configuration of a web host that holds nothing itself and fetches
// everything from the registry origin (the registry service's public routes, service/origin-routes.ts).
// Versioned files — area folders and the shell's content-hashed files — are kept in a disk cache for
// as long as the origin marks them immutable, one fetch per file however many browsers ask at once.
// remotes.json, the pages and the shell's unhashed files go to the origin on every request, so a
// publish or rollback is live on every edge at the next page load; each browser's last answer is
// kept, keyed by its device and preview cookies (the origin chooses canary and preview per browser,
// so one browser's answer is never another's), and served when the origin fails or does not answer
// within LIVE_TIMEOUT_SECONDS. A first visit carries no device
// cookie yet: its answer mints one, so it is never kept. /api goes to the API processes exactly as
// in the registry-folder configuration.
import { ROLLOUT } from '@survey/shared/platform-contract';
import { HASHED_FILE } from '../web/cache-policy';
import { ReleaseError } from '../base/release-error';
import { type NginxBaseOptions, nginxParts } from './nginx-parts';

export interface EdgeNginxOptions extends NginxBaseOptions {
  /** The registry origin, `http(s)://host:port`. */
  origin: string;
  /** Largest size of the disk cache (nginx's max_size; default 2g). */
  cacheSize?: string;
}

/** The cache status of an answer on this edge (HIT, MISS, STALE, ...), for operators and tests. */
export const EDGE_CACHE_HEADER = 'X-Edge-Cache';
/** How long the origin may take over remotes.json or a page before this edge answers from its copy. */
export const LIVE_TIMEOUT_SECONDS = 2;
/** How long a browser's last remotes.json or page is kept for an outage. */
const LIVE_COPY_KEPT = 3600;
/** One copy per page and browser: the origin chooses canary and preview by these cookies. */
const LIVE_KEY = `"$request_uri|$cookie_${ROLLOUT.deviceCookie}|$cookie_${ROLLOUT.previewCookie}"`;

function parseOrigin(origin: string): { scheme: string; server: string; host: string } {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new ReleaseError(`--origin must be the registry's address, http://host:port (got "${origin}").`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search)
    throw new ReleaseError(`--origin must be http(s)://host:port with no path (got "${origin}").`);
  const scheme = url.protocol.slice(0, -1);
  return { scheme, server: `${url.hostname}:${url.port || (scheme === 'https' ? 443 : 80)}`, host: url.hostname };
}

export async function edgeNginxConfig(options: EdgeNginxOptions): Promise<string> {
  const origin = parseOrigin(options.origin);
  const parts = nginxParts(options);
  const { headers } = parts;
  const keep = {
    // Versioned files: kept for as long as the origin marks them immutable.
    versioned: `proxy_cache survey_edge;
      proxy_cache_key $uri;
      # The origin marks a found versioned file immutable (a year); its 404 for a version not
      # published yet carries no lifetime and is not kept.
      proxy_cache_valid 200 365d;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 30s;
      # These bytes never change: a copy is as good as the origin's while the origin is away.
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;`,
    // What is live: always asked of the origin (bypass), each browser's answer kept for when the
    // origin fails or is slow (@live_copy below).
    live: `proxy_read_timeout ${LIVE_TIMEOUT_SECONDS}s;
      proxy_cache survey_edge_live;
      proxy_cache_key ${LIVE_KEY};
      proxy_cache_bypass 1;
      # The origin says no-store to browsers; this copy exists only to ride out an origin outage.
      proxy_ignore_headers Cache-Control Expires Set-Cookie Vary;
      proxy_no_cache $survey_first_visit;
      proxy_cache_valid 200 ${LIVE_COPY_KEPT}s;
      proxy_intercept_errors on;
      error_page 500 502 503 504 = @live_copy;`,
  };
  // The origin's Cache-Control goes to the browser as it is; its security headers are replaced by
  // this edge's own (the same as the site server's), so none is sent twice.
  // The origin's Cache-Control goes to the browser as it is; its security headers are replaced by
  // this edge's own (the same as the site server's), so none is sent twice.
  const toOrigin = (connectSeconds: number) => `proxy_pass ${origin.scheme}://survey_origin;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host ${origin.host};
      ${origin.scheme === 'https' ? `proxy_ssl_server_name on;\n      proxy_ssl_name ${origin.host};\n      ` : ''}# One copy for every client: the origin answers uncompressed, this edge compresses.
      proxy_set_header Accept-Encoding "";
      proxy_connect_timeout ${connectSeconds}s;
      ${parts.securityHeaderNames.map((name) => `proxy_hide_header ${name};`).join('\n      ')}`;
  const fromOrigin = (kind: keyof typeof keep) => `${toOrigin(2)}
      ${keep[kind]}
      add_header ${EDGE_CACHE_HEADER} $upstream_cache_status always;
      ${headers()}`;

  return parts.render({
    comment: `Generated by \`pnpm release nginx-config --edge\` for the registry origin ${options.origin}`,
    http: `  proxy_cache_path ${parts.runDir}/edge-cache levels=1:2 keys_zone=survey_edge:10m max_size=${options.cacheSize ?? '2g'} inactive=30d use_temp_path=off;
  proxy_cache_path ${parts.runDir}/edge-live levels=1:2 keys_zone=survey_edge_live:10m max_size=1g inactive=1h use_temp_path=off;
  map $cookie_${ROLLOUT.deviceCookie} $survey_first_visit {
    "" 1;
    default 0;
  }

  upstream survey_origin {
    server ${origin.server};
    keepalive 16;
  }
`,
    server: `    ${parts.privateLocations}

    # What is live now: the origin's current answer, or this browser's last one while the origin is away.
    location = /remotes.json {
      ${fromOrigin('live')}
    }

    location ^~ /areas/ {
      ${fromOrigin('versioned')}
    }

    ${parts.apiLocations}

    # The shell's content-hashed files (the origin also finds an earlier shell's, for pages loaded
    # before a shell promotion).
    location ~* "${HASHED_FILE.source}" {
      ${fromOrigin('versioned')}
    }

    # Pages (the origin answers a navigation with the assembled page or the live shell's index.html)
    # and the shell's unhashed files.
    location / {
      ${fromOrigin('live')}
    }

    # The origin failed or was slow: this browser's last answer for the page, if it has one.
    location @live_copy {
      ${toOrigin(1)}
      proxy_read_timeout 1s;
      proxy_cache survey_edge_live;
      proxy_cache_key ${LIVE_KEY};
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      add_header ${EDGE_CACHE_HEADER} OUTAGE-$upstream_cache_status always;
      ${headers()}
    }`,
  });
}
