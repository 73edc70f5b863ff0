// The site server: the manifest chosen for each request (request-manifest.ts: canaries,
// preview links), the immutable area folders, the live shell at the site root with a
// history-mode fallback, and /api proxied to the platform API.
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { registerApiProxy } from './api-proxy';
import { HASHED_FILE, IMMUTABLE, REVALIDATE } from './cache-policy';
import { ENCODINGS, serveCompressedFiles } from './compressed-files';
import { assemblePage, prerenderPage, siteConfigSource } from '../pages';
import { isFile, safeRelative } from './public-path';
import { SHELL, listVersions, paths, resolveRegistry } from '../registry/layout';
import type { Rule } from '../rollout/auto-rollback-rule';
import { startCanaryWatch } from '../rollout/canary-watch';
import { manifestForRequest, registerPreviewRoutes, requestDevOrigin } from './request-manifest';
import type { LiveManifest } from '../base/types';
import { DEFAULT_CSP, HSTS, SECURITY_HEADERS, cspWithDevOrigin } from './security-headers';
import { servedOverHttps } from './served-over-https';

export interface SiteServerOptions {
  registry?: string;
  /** Default `$PORT` or 8080; 0 picks a free port. */
  port?: number;
  /** Default `$HOST` or 127.0.0.1. */
  host?: string;
  /** Platform API origin; default `$API_URL` or http://127.0.0.1:3100. */
  api?: string;
  /** Fastify request logging (default off). */
  logger?: boolean;
  /** Override the Content-Security-Policy header. */
  csp?: string;
  /**
   * Addresses of proxies in front of this server (e.g. a TLS terminator) whose X-Forwarded-For
   * and X-Forwarded-Proto are believed. Default none: the client is the connecting socket.
   */
  trustProxy?: string | string[];
  /** Where the detail of a failed /api request goes (the browser's answer names no address); default stderr. */
  log?: (line: string) => void;
  /** How often the canary watch asks the API for health (default 10 s); false: no watch here. */
  canaryWatchMs?: number | false;
  /** The canary watch's rule (default AUTO_ROLLBACK_RULE); a test whose browsers share one address lowers minAddresses. */
  canaryRule?: Rule;
}

export interface SiteServer {
  url: string;
  port: number;
  app: FastifyInstance;
  close(): Promise<void>;
}

const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>网站暂不可用 · Site unavailable</title>
<style>body{font-family:system-ui,sans-serif;max-width:36em;margin:15vh auto;padding:0 1em;color:#333;line-height:1.6}</style>
</head><body>
<h1>网站暂不可用</h1>
<p>站点外壳（shell）尚未发布，请稍后再试。运维人员请执行 <code>pnpm release publish shell --promote</code>。</p>
<h1>Site unavailable</h1>
<p>No shell release is live yet. Please try again shortly. Operators: run <code>pnpm release publish shell --promote</code>.</p>
</body></html>
`;

function acceptsHtml(req: FastifyRequest, urlPath: string): boolean {
  const accept = String(req.headers.accept ?? '');
  if (/text\/html|application\/xhtml\+xml/.test(accept)) return true;
  const last = urlPath.split('/').pop() ?? '';
  return (!accept || accept.includes('*/*')) && !last.includes('.');
}

export async function startSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  const registry = resolveRegistry(options.registry);
  const port = options.port ?? Number(process.env.PORT ?? 8080);
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const api = options.api ?? process.env.API_URL ?? 'http://127.0.0.1:3100';
  const csp = options.csp ?? DEFAULT_CSP;
  fs.mkdirSync(path.join(registry, 'areas'), { recursive: true });
  fs.mkdirSync(path.join(registry, 'shell'), { recursive: true });

  const areasRoot = path.join(registry, 'areas');
  const siteConfig = siteConfigSource(api);
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  // Pages, scripts and JSON go out compressed, as behind nginx: brotli at a quality that keeps
  // up with a page (the browser checks integrity hashes on the decoded bytes). Registered first,
  // as it applies to the routes made after it; files from disk are compressed once (see
  // compressed-files.ts), what is made per request (pages, API answers) on each.
  const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
  await app.register(fastifyCompress, { encodings: [...ENCODINGS], brotliOptions });
  const compressedFiles = serveCompressedFiles(app, { brotliOptions, read: (file) => fs.promises.readFile(file) });

  // The manifest is re-read when remotes.json is replaced (rename → new inode or mtime).
  let cached: { key: string; manifest: LiveManifest | null; raw: Buffer | null } = { key: '', manifest: null, raw: null };
  function live(): { manifest: LiveManifest | null; raw: Buffer | null } {
    const file = paths.manifest(registry);
    let key = 'missing';
    try {
      const st = fs.statSync(file);
      key = `${st.ino}:${st.mtimeMs}:${st.size}`;
    } catch {
      /* not published yet */
    }
    if (key !== cached.key) {
      let raw: Buffer | null = null;
      let manifest: LiveManifest | null = null;
      try {
        raw = fs.readFileSync(file);
        manifest = JSON.parse(raw.toString('utf8')) as LiveManifest;
      } catch {
        raw = null;
      }
      cached = { key, manifest, raw };
    }
    return cached;
  }

  app.addHook('onSend', async (req, reply, payload) => {
    const devOrigin = requestDevOrigin(registry, req);
    for (const [name, value] of SECURITY_HEADERS) {
      if (reply.hasHeader(name)) continue;
      if (name === 'content-security-policy') reply.header(name, devOrigin ? cspWithDevOrigin(csp, devOrigin) : csp);
      else reply.header(name, value);
    }
    if (servedOverHttps(req)) reply.header('Strict-Transport-Security', HSTS);
    return payload;
  });

  // What this browser runs: it differs from remotes.json for a canary's devices and a preview.
  app.get('/remotes.json', async (req, reply) => {
    const { manifest, raw } = live();
    reply.header('Cache-Control', 'no-store');
    if (!manifest || !raw) return reply.code(404).send({ error: 'no release is live yet: run `pnpm release publish shell --promote`' });
    const chosen = manifestForRequest(registry, manifest, req, reply).manifest;
    return reply.type('application/json; charset=utf-8').send(chosen === manifest ? raw : JSON.stringify(chosen));
  });
  registerPreviewRoutes(app, registry, () => live().manifest);

  // Versioned area folders: immutable. Dot folders (interrupted publishes) are never served.
  await app.register(fastifyStatic, {
    root: areasRoot,
    prefix: '/areas/',
    index: false,
    wildcard: true,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, file, stat) => {
      if (file.startsWith(areasRoot + path.sep)) reply.header('Cache-Control', IMMUTABLE);
      compressedFiles.track(reply, file, stat);
    },
  });
  await registerApiProxy(app, { upstream: api, log: options.log ?? ((line) => console.error(line)) });

  // reply.sendFile (decorated above) also sends the live shell's files, from its own folder.
  function sendShellFile(reply: FastifyReply, version: string, rel: string, cache: string) {
    reply.header('Cache-Control', cache);
    return reply.sendFile(rel, path.join(paths.targetDir(registry, SHELL), version));
  }

  // Every other GET: a live shell file or a page (a route, so it is compressed); other methods 404.
  const serveShell = async (req: FastifyRequest, reply: FastifyReply) => {
    const urlPath = req.url.split('?')[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || urlPath.startsWith('/areas/') || urlPath === '/areas') {
      return reply.code(404).type('text/plain; charset=utf-8').send(`Not found: ${urlPath}\n`);
    }
    const { manifest } = live();
    const shell = manifest?.shell?.version;
    if (!shell) {
      reply.header('Cache-Control', 'no-store').header('Retry-After', '30');
      return reply.code(503).type('text/html; charset=utf-8').send(UNAVAILABLE_PAGE);
    }
    const rel = safeRelative(urlPath);
    const html = async (pathname: string) => {
      const site = await siteConfig.current();
      const chosen = manifestForRequest(registry, manifest, req, reply).manifest;
      // Markup is rendered per path; a query may change what a screen shows, so it goes to the browser.
      // With the API's public data for the screen, asked by this server (see pages/prerender-page.ts).
      const prerendered = site && !req.url.includes('?') ? await prerenderPage(registry, chosen, pathname, site, { api }) : null;
      const page = assemblePage({ registry, manifest: chosen, pathname, siteConfig: site, prerendered });
      if (page === null) return sendShellFile(reply, shell, 'index.html', REVALIDATE);
      return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(page);
    };
    if (rel === 'index.html') return html('/');
    const shellRoot = paths.targetDir(registry, SHELL);
    if (rel && rel !== 'release.json' && isFile(path.join(shellRoot, shell, rel))) {
      const cache = rel === 'index.html' || !HASHED_FILE.test(rel) ? REVALIDATE : IMMUTABLE;
      return sendShellFile(reply, shell, rel, cache);
    }
    if (rel && HASHED_FILE.test(rel)) {
      // A page loaded before the last shell promotion may still ask for its old chunks.
      const others = [
        manifest?.shell?.fallback?.version,
        ...listVersions(registry, SHELL)
          .reverse()
          .map((r) => r.version),
      ];
      const owner = others.find((v) => v && v !== shell && isFile(path.join(shellRoot, v, rel)));
      if (owner) return sendShellFile(reply, owner, rel, IMMUTABLE);
    }
    if (acceptsHtml(req, urlPath)) return html(urlPath);
    return reply.code(404).type('text/plain; charset=utf-8').send(`Not found: ${urlPath}\n`);
  };
  app.get('/*', serveShell);
  app.setNotFoundHandler(serveShell);

  await app.listen({ port, host });
  // The canary watch runs where the registry is served, with health from this server's API.
  const watch =
    options.canaryWatchMs === false
      ? null
      : startCanaryWatch({
          registry,
          api,
          intervalMs: options.canaryWatchMs,
          rule: options.canaryRule,
          log: options.log ?? ((line) => console.error(line)),
        });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    url: `http://${shownHost}:${actualPort}`,
    port: actualPort,
    app,
    close: () => {
      watch?.stop();
      return app.close();
    },
  };
}
