// `release nginx-config`: an nginx configuration that serves the registry as the site server does —
// the assembled pages or the live shell with a history fallback (through the `live-shell` link, so promote and rollback need
// no reload), no-store remotes.json, immutable area folders, the site server's own security headers,
// gzip (and brotli when its module is installed) and /api on an upstream of API processes. It also
// asks those processes for the site config the static pages are pre-rendered with.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_DOWN_ENVELOPE,
  JSON_BODY_LIMIT,
  TOO_LARGE_ENVELOPE,
  TOO_LARGE_UPLOAD_XML,
  UPLOAD_BODY_LIMIT,
  UPLOAD_PATH,
} from '../api-limits';
import { ReleaseError } from '../fsutil';
import { FALLBACK_SHELL_LINK, LIVE_SHELL_LINK, refreshStaticSite, startStaticSite } from '../live-links';
import { DEFAULT_PAGE, PAGES_DIR as PAGES, recordStaticSiteConfig } from '../pages';
import { readManifest, resolveRegistry } from '../registry';
import { type CliCommand, textFlag } from './cli-command';

export interface NginxConfigOptions {
  registry?: string;
  /** Address nginx listens on (default 127.0.0.1:8088). */
  listen?: string;
  /** API processes, `host:port` each; the first that answers gives the static pages' site config. */
  upstreams: string[];
  /** Folder for nginx's pid file, logs and temp files. */
  runDir: string;
  /** Worker user when nginx starts as root (default: none given, nginx's own default). */
  user?: string;
  /** Where the optional brotli module would be (default Debian's libnginx-mod-http-brotli-filter). */
  modulesDir?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable, no-transform';
const REVALIDATE = 'no-cache, no-transform';
/** The site server's content-hashed file names (`main.1a2b3c4d.js`). */
const HASHED = '[.-][0-9a-f]{8,}\\.[a-z0-9]+$';
const COMPRESSIBLE = 'application/javascript application/json text/css text/plain image/svg+xml application/manifest+json';
const SECURITY_HEADERS = ['x-content-type-options', 'referrer-policy', 'permissions-policy', 'content-security-policy', 'x-frame-options'];

/**
 * The security headers exactly as the site server sends them: asked of a throwaway site server (over
 * HTTPS as a proxy would say, for HSTS), so the two never drift apart.
 */
export async function siteSecurityHeaders(): Promise<{ always: [string, string][]; hsts: string | null }> {
  const registry = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-config-'));
  const { startSiteServer } = await import('../server'); // fastify loads only for this check
  const site = await startSiteServer({ registry, port: 0, host: '127.0.0.1' });
  try {
    const res = await site.app.inject({ url: '/remotes.json', headers: { 'x-forwarded-proto': 'https' } });
    const always = SECURITY_HEADERS.flatMap((name): [string, string][] => {
      const value = res.headers[name];
      return typeof value === 'string' ? [[name, value]] : [];
    });
    const hsts = res.headers['strict-transport-security'];
    return { always, hsts: typeof hsts === 'string' ? hsts : null };
  } finally {
    await site.close();
    fs.rmSync(registry, { recursive: true, force: true });
  }
}

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
/** A single-quoted nginx string (a `return` body): quotes and backslashes escaped, a newline as \n. */
const nginxString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

export async function nginxConfig(options: NginxConfigOptions): Promise<string> {
  const registry = resolveRegistry(options.registry);
  if (!options.upstreams.length) throw new ReleaseError('nginx-config needs at least one --upstream host:port.');
  const runDir = path.resolve(options.runDir);
  // The site config the static pages inline and are pre-rendered with (pages/static-site-config.ts):
  // a changed one rewrites the pages now, if the registry has them.
  if (
    fs.existsSync(registry) &&
    (await recordStaticSiteConfig(
      registry,
      options.upstreams.map((u) => `http://${u}`),
    ))
  ) {
    refreshStaticSite(registry, readManifest(registry));
  }
  const { always, hsts } = await siteSecurityHeaders();
  // nginx drops a block's inherited add_header lines as soon as it has one of its own: repeat them.
  const headers = (cache?: string) =>
    [
      ...(cache ? [`add_header Cache-Control ${quote(cache)} always;`] : []),
      ...always.map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
      ...(hsts ? [`add_header Strict-Transport-Security $survey_hsts always;`] : []),
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
  const brotli = path.join(options.modulesDir ?? '/usr/lib/nginx/modules', 'ngx_http_brotli_filter_module.so');
  const hasBrotli = fs.existsSync(brotli);
  const live = path.join(registry, LIVE_SHELL_LINK);
  const fallback = path.join(registry, FALLBACK_SHELL_LINK);

  return `# Generated by \`pnpm release nginx-config\` for the registry ${registry}; do not edit by hand.
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
    ~*^https ${quote(hsts ?? '')};
    default "";
  }
  # History fallback for page navigations only: an HTML Accept, or a bare */* for a path without a dot.
  map $http_accept $survey_accept {
    "" any;
    ~text/html html;
    ~application/xhtml\\+xml html;
    ~\\*/\\* any;
    default other;
  }
  map "$survey_accept:$uri" $survey_page {
    ~^html: 1;
    ~^any:.*/[^/.]*$ 1;
    default 0;
  }

  # A process is skipped for 10 s after 3 failures (one stray error must not take it out; with both
  # out, nginx answers 502 at once). Its failed requests are retried on the other meanwhile.
  upstream survey_api {
${options.upstreams.map((u) => `    server ${u} max_fails=3 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen ${options.listen ?? '127.0.0.1:8088'};
    server_name _;
    root ${live};
    index index.html;

    # Dot files and folders (interrupted publishes, the lock) and each version's release.json.
    location ~ /\\. {
      return 404;
    }
    location = /release.json {
      return 404;
    }
    location = /areas {
      return 404;
    }

    location = /remotes.json {
      root ${registry};
      ${headers('no-store')}
    }

    location ^~ /areas/ {
      root ${registry};
      try_files $uri =404;
      ${headers(IMMUTABLE)}
    }

    ${apiLocation(`^~ /api/`, JSON_BODY_LIMIT, '@api_too_large')}
    ${apiLocation(`= ${UPLOAD_PATH}`, UPLOAD_BODY_LIMIT, '@upload_too_large')}
    # Every API process down: the platform's JSON envelope, as the site server answers.
    location @api_down {
      default_type application/json;
      ${headers('no-store')}
      return 502 ${nginxString(JSON.stringify(API_DOWN_ENVELOPE))};
    }
    # A body over the API's limit, refused before it is read: the answers the site server gives.
    location @api_too_large {
      default_type application/json;
      ${headers('no-store')}
      return 200 ${nginxString(JSON.stringify(TOO_LARGE_ENVELOPE))};
    }
    location @upload_too_large {
      default_type application/xml;
      ${headers('no-store')}
      return 413 ${nginxString(TOO_LARGE_UPLOAD_XML)};
    }

    # The live shell's content-hashed files; a page loaded before the last shell promotion still
    # finds its chunks in the fallback shell.
    location ~ "${HASHED}" {
      try_files $uri @fallback_shell;
      ${headers(IMMUTABLE)}
    }
    location @fallback_shell {
      root ${fallback};
      try_files $uri =404;
      ${headers(IMMUTABLE)}
    }

    location / {
      try_files $uri @page;
      ${headers(REVALIDATE)}
    }
    # A navigation gets the page the site server would assemble (inlined manifest, preload hints),
    # written to ${PAGES}/ by every manifest change, else the live shell's own index.html (the shell
    # then fetches remotes.json itself).
    location @page {
      if ($survey_page = 0) {
        return 404;
      }
      root ${registry};
      try_files /${PAGES}$uri/index.html /${PAGES}/${DEFAULT_PAGE} @shell_page;
      ${headers(REVALIDATE)}
    }
    location @shell_page {
      rewrite ^ /index.html break;
      ${headers(REVALIDATE)}
    }
  }
}
`;
}

export const nginxConfigCommand: CliCommand = {
  name: 'nginx-config',
  usage: `  nginx-config --upstream 127.0.0.1:3201,127.0.0.1:3202 [--listen 127.0.0.1:8088] [--run-dir <dir>]
               [--user www-data] [--out <file>]
                               nginx configuration serving the registry and proxying /api`,
  async run(cli) {
    const upstreams = (textFlag(cli, 'upstream') ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean);
    const out = textFlag(cli, 'out');
    const runDir = cli.userPath(textFlag(cli, 'run-dir') ?? path.join(cli.common.registry, '..', 'nginx'));
    // The links and pages nginx serves from: made now, then kept by every manifest write.
    if (fs.existsSync(cli.common.registry)) startStaticSite(cli.common.registry, readManifest(cli.common.registry));
    const text = await nginxConfig({
      registry: cli.common.registry,
      upstreams,
      listen: textFlag(cli, 'listen'),
      runDir,
      user: textFlag(cli, 'user'),
    });
    if (!out) {
      process.stdout.write(text);
      return 0;
    }
    fs.mkdirSync(path.dirname(cli.userPath(out)), { recursive: true });
    fs.writeFileSync(cli.userPath(out), text);
    cli.common.log(`wrote ${cli.userPath(out)}`);
    return 0;
  },
};
