// What every nginx configuration `release nginx-config` writes has in common, whether nginx serves
// the registry folder itself or is an edge in front of a registry origin: the process and http
// settings, gzip (and brotli when its module is installed), the site server's own security headers,
// the private paths refused at once, and /api on an upstream of API processes with the API's body
// limits and error answers.
import fs from 'node:fs';
import path from 'node:path';
import {
  API_DOWN_ENVELOPE,
  JSON_BODY_LIMIT,
  TOO_LARGE_ENVELOPE,
  TOO_LARGE_UPLOAD_XML,
  UPLOAD_BODY_LIMIT,
  UPLOAD_PATH,
} from '../web/api-limits';
import { NO_STORE } from '../web/cache-policy';
import { DEFAULT_CSP, DEV_CSP_HEADER, HSTS, SECURITY_HEADERS } from '../web/security-headers';
import { ReleaseError } from '../base/release-error';

export interface NginxBaseOptions {
  /** Address nginx listens on (default 127.0.0.1:8088). */
  listen?: string;
  /** API processes, `host:port` each. */
  upstreams: string[];
  /** Folder for nginx's pid file, logs, temp files (and an edge's cache). */
  runDir: string;
  /** Worker user when nginx starts as root (default: none given, nginx's own default). */
  user?: string;
  /** Where the optional brotli module would be (default Debian's libnginx-mod-http-brotli-filter). */
  modulesDir?: string;
}

export interface NginxParts {
  runDir: string;
  /** The add_header lines of a location: Cache-Control when given, then the security headers. */
  headers(cache?: string): string;
  /** Names of the security headers the site server sends (an edge hides the origin's own). */
  securityHeaderNames: string[];
  /** Dot files, release.json and the bare /areas: 404 without looking further. */
  privateLocations: string;
  /** /api, the upload within it and their error answers. */
  apiLocations: string;
  /** The whole file around one server block. */
  render(parts: { comment: string; http?: string; server: string }): string;
}

const COMPRESSIBLE = 'application/javascript application/json text/css text/plain image/svg+xml application/manifest+json';
export const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
/** A single-quoted nginx string (a `return` body): quotes and backslashes escaped, a newline as \n. */
const nginxString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

export function nginxParts(options: NginxBaseOptions): NginxParts {
  if (!options.upstreams.length) throw new ReleaseError('nginx-config needs at least one --upstream host:port.');
  const runDir = path.resolve(options.runDir);
  // nginx drops a block's inherited add_header lines as soon as it has one of its own: repeat them.
  const headers = (cache?: string) =>
    [
      ...(cache ? [`add_header Cache-Control ${quote(cache)} always;`] : []),
      ...SECURITY_HEADERS.map(
        ([name, value]) => `add_header ${name} ${name === 'content-security-policy' ? '$survey_csp' : quote(value)} always;`,
      ),
      `add_header Strict-Transport-Security $survey_hsts always;`,
    ].join('\n      ');
  // /api, and the upload within it, each with the API's own body limit for it.
  const apiLocation = (match: string, bodyLimit: number, tooLarge: string) => `location ${match} {
      proxy_pass http://survey_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # Set, never appended: a client's own X-Forwarded-For does not reach the API.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $host;
      proxy_set_header Forwarded "";
      # An API process that is down or closing (503) gets the request retried on the other one; nginx
      # retries a POST only when it never reached the dead process.
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      client_max_body_size ${bodyLimit};
      error_page 413 = ${tooLarge};
      error_page 502 503 504 = @api_down;
      ${headers()}
    }`;
  const apiLocations = `${apiLocation(`^~ /api/`, JSON_BODY_LIMIT, '@api_too_large')}
    ${apiLocation(`= ${UPLOAD_PATH}`, UPLOAD_BODY_LIMIT, '@upload_too_large')}
    # Every API process down: the platform's JSON envelope, as the site server answers.
    location @api_down {
      default_type application/json;
      ${headers(NO_STORE)}
      return 502 ${nginxString(JSON.stringify(API_DOWN_ENVELOPE))};
    }
    # A body over the API's limit, refused before it is read: the answers the site server gives.
    location @api_too_large {
      default_type application/json;
      ${headers(NO_STORE)}
      return 200 ${nginxString(JSON.stringify(TOO_LARGE_ENVELOPE))};
    }
    location @upload_too_large {
      default_type application/xml;
      ${headers(NO_STORE)}
      return 413 ${nginxString(TOO_LARGE_UPLOAD_XML)};
    }`;
  const privateLocations = `# Dot files and folders (interrupted publishes, the lock) and each version's release.json.
    location ~ /\\. {
      return 404;
    }
    location = /release.json {
      return 404;
    }
    location = /areas {
      return 404;
    }`;
  const brotli = path.join(options.modulesDir ?? '/usr/lib/nginx/modules', 'ngx_http_brotli_filter_module.so');
  const hasBrotli = fs.existsSync(brotli);

  const render = (parts: { comment: string; http?: string; server: string }) => `# ${parts.comment}; do not edit by hand.
${hasBrotli ? `load_module ${brotli};\n` : ''}${options.user ? `user ${options.user};\n` : ''}worker_processes 2;
pid ${runDir}/nginx.pid;
error_log ${runDir}/error.log warn;

events {
  worker_connections 1024;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css text/plain application/javascript application/json;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  access_log ${runDir}/access.log;
  client_body_temp_path ${runDir}/body-temp;
  proxy_temp_path ${runDir}/proxy-temp;
  fastcgi_temp_path ${runDir}/fastcgi-temp;
  uwsgi_temp_path ${runDir}/uwsgi-temp;
  scgi_temp_path ${runDir}/scgi-temp;

  gzip on;
  gzip_vary on;
  gzip_proxied any;
  gzip_comp_level 5;
  gzip_min_length 1024;
  gzip_types ${COMPRESSIBLE};
${hasBrotli ? `  brotli on;\n  brotli_comp_level 5;\n  brotli_min_length 1024;\n  brotli_types ${COMPRESSIBLE};\n` : ''}
  # HSTS only when a TLS terminator in front says the browser came over HTTPS (as the site server).
  map $http_x_forwarded_proto $survey_hsts {
    ~*^https ${quote(HSTS)};
    default "";
  }
  # The default policy, or the one a registry origin made for a browser holding a signed dev link
  # (${DEV_CSP_HEADER}: its dev server's origin allowed, docs/releases.md "Dev links").
  map $upstream_http_${DEV_CSP_HEADER.replace(/-/g, '_')} $survey_csp {
    "" ${quote(DEFAULT_CSP)};
    default $upstream_http_${DEV_CSP_HEADER.replace(/-/g, '_')};
  }
${parts.http ?? ''}
  # A process is skipped for 10 s after 3 failures (one stray error must not take it out; with both
  # out, nginx answers 502 at once). Its failed requests are retried on the other meanwhile.
  upstream survey_api {
${options.upstreams.map((u) => `    server ${u} max_fails=3 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen ${options.listen ?? '127.0.0.1:8088'};
    server_name _;
${parts.server}
  }
}
`;
  return {
    runDir,
    headers,
    securityHeaderNames: [...SECURITY_HEADERS.map(([name]) => name), 'strict-transport-security', DEV_CSP_HEADER],
    privateLocations,
    apiLocations,
    render,
  };
}
