// The registry's public files over HTTP, for the web hosts (edges, `release nginx-config --edge`) in
// front of the registry service, at the URLs the site uses: /remotes.json, /areas/<area>/<version>/…,
// the live shell's files at the root (an earlier shell's content-hashed files too, for pages loaded
// before a shell promotion) and, for a navigation, the page assembled for its path (<registry>/pages,
// written on every manifest change once a static set-up asked for them) or else the shell's
// index.html. remotes.json and pages carry the manifest chosen for the request's cookies
// (web/request-manifest.ts); when it differs from the live one (a canary's device, a preview)
// the page is assembled for this request instead. Nothing else in the registry folder (history.jsonl, tokens.json, site-config.json, the
// lock, uploads in progress) is reachable: only these places are looked in, and a path with a dot
// segment, a backslash or a NUL is refused before any file is looked up.
// Register with `app.register(originRoutes, { registry })`; its routes answer GET and HEAD only and
// leave any other path to the app's own not-found handler.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HASHED_FILE, IMMUTABLE, NO_STORE, REVALIDATE } from '../web/cache-policy';
import { DEFAULT_PAGE, PAGES_DIR, assemblePage } from '../pages';
import { readStaticSiteConfig } from '../pages/static-site-config';
import { isFile, safeRelative } from '../web/public-path';
import { SHELL, listVersions, paths, readManifest } from '../registry/layout';
import { manifestForRequest, registerPreviewRoutes, requestDevOrigin } from '../web/request-manifest';
import { DEFAULT_CSP, DEV_CSP_HEADER, cspWithDevOrigin } from '../web/security-headers';

export interface OriginRoutesOptions {
  registry: string;
}

/** A page navigation: an HTML Accept, or any type (or none) for a path without a dot. */
function isNavigation(req: FastifyRequest, rel: string): boolean {
  const accept = String(req.headers.accept ?? '');
  if (/text\/html|application\/xhtml\+xml/.test(accept)) return true;
  return (!accept || accept.includes('*/*')) && !(rel.split('/').pop() ?? '').includes('.');
}

export async function originRoutes(app: FastifyInstance, options: OriginRoutesOptions): Promise<void> {
  const registry = path.resolve(options.registry);
  const shells = paths.targetDir(registry, SHELL);
  // Its own scope: reply.sendFile stays out of the app that registers these routes.
  await app.register(async (scope) => {
    // A browser holding a dev link: the edge in front sends this as the page's policy (nginx-parts.ts).
    scope.addHook('onSend', async (req, reply, payload) => {
      const dev = requestDevOrigin(registry, req);
      if (dev) reply.header(DEV_CSP_HEADER, cspWithDevOrigin(DEFAULT_CSP, dev));
      return payload;
    });
    await scope.register(fastifyStatic, { root: registry, serve: false, cacheControl: false, dotfiles: 'deny' });
    const send = (reply: FastifyReply, root: string, rel: string, cache: string) =>
      reply.header('Cache-Control', cache).sendFile(rel, root);

    scope.get('/remotes.json', async (req, reply) => {
      const live = readManifest(registry);
      if (!live) return reply.callNotFound();
      const chosen = manifestForRequest(registry, live, req, reply).manifest;
      if (chosen === live) return send(reply, registry, 'remotes.json', NO_STORE);
      return reply.header('Cache-Control', NO_STORE).type('application/json; charset=utf-8').send(JSON.stringify(chosen));
    });
    registerPreviewRoutes(scope, registry, () => readManifest(registry));

    scope.get('/areas/*', async (req, reply) => {
      const rel = safeRelative(req.url.split('?')[0].slice('/areas'.length));
      const root = path.join(registry, 'areas');
      if (!rel || !isFile(path.join(root, rel))) return reply.callNotFound();
      return send(reply, root, rel, IMMUTABLE);
    });

    scope.get('/*', async (req, reply) => {
      const rel = safeRelative(req.url.split('?')[0]);
      // /v1/ is the service's own API: an unknown endpoint there is the app's 404, never a page.
      if (rel === null || rel === 'areas' || /^v1(\/|$)/.test(rel)) return reply.callNotFound();
      const live = readManifest(registry);
      const shell = live?.shell ?? null;
      const page = () => {
        const chosen = live && manifestForRequest(registry, live, req, reply);
        if (chosen?.differs) {
          // Pre-written pages inline the live manifest: this browser's is assembled now (no markup).
          const pathname = `/${rel === 'index.html' ? '' : rel}`;
          const html = assemblePage({ registry, manifest: chosen.manifest, pathname, siteConfig: readStaticSiteConfig(registry) });
          if (html !== null) return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(html);
        }
        const pages = path.join(registry, PAGES_DIR);
        const own = path.join(rel, 'index.html');
        if (rel !== 'index.html' && isFile(path.join(pages, own))) return send(reply, pages, own, REVALIDATE);
        if (isFile(path.join(pages, DEFAULT_PAGE))) return send(reply, pages, DEFAULT_PAGE, REVALIDATE);
        if (shell) return send(reply, path.join(shells, shell.version), 'index.html', REVALIDATE);
        return reply.callNotFound();
      };
      if (rel === '' || rel === 'index.html') return page();
      if (shell && rel !== 'release.json' && isFile(path.join(shells, shell.version, rel)))
        return send(reply, path.join(shells, shell.version), rel, HASHED_FILE.test(rel) ? IMMUTABLE : REVALIDATE);
      if (HASHED_FILE.test(rel)) {
        // An earlier shell's chunk: the fallback shell first, then the newest versions.
        const versions = [
          shell?.fallback?.version,
          ...listVersions(registry, SHELL)
            .map((r) => r.version)
            .reverse(),
        ];
        const owner = versions.find((v) => v && isFile(path.join(shells, v, rel)));
        if (owner) return send(reply, path.join(shells, owner), rel, IMMUTABLE);
      }
      if (isNavigation(req, rel)) return page();
      return reply.callNotFound();
    });
  });
}
