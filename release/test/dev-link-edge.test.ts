// A dev link through a real nginx edge (issue 36): the edge sends the page policy the registry
// origin made for the browser holding the link (its dev server allowed) and the default to everyone
// else, and never passes the origin's header on.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { ROLLOUT } from '@survey/shared/platform-contract';
import { publish, readManifest, startStaticSite } from '../src';
import { edgeNginxConfig } from '../src/nginx/nginx-edge';
import { devLink } from '../src/operations/dev-link';
import { originRoutes } from '../src/service/origin-routes';
import { DEFAULT_CSP, DEV_CSP_HEADER } from '../src/web/security-headers';
import { cleanupTmp, makeAreaBuild, makeShellBuild, tmpDir } from './helpers';
import { NGINX, runNginx } from './nginx-helpers';

const DEV = 'http://localhost:3003';

(NGINX ? describe : describe.skip)('a dev link through an nginx edge', () => {
  let registry: string;
  let origin: FastifyInstance;
  let nginx: ChildProcess;
  let url: string;

  beforeAll(async () => {
    const repo = tmpDir();
    const root = tmpDir('dev-edge-');
    fs.chmodSync(root, 0o755); // nginx's workers run unprivileged when the tests run as root
    registry = path.join(root, 'registry');
    makeShellBuild(repo);
    publish('shell', { registry, repoRoot: repo, promote: true });
    makeAreaBuild(repo, 'mf-tasks');
    publish('mf-tasks', { registry, repoRoot: repo, promote: true });
    startStaticSite(registry, readManifest(registry));
    origin = Fastify();
    await origin.register(originRoutes, { registry });
    await origin.listen({ port: 0, host: '127.0.0.1' });
    const originUrl = `http://127.0.0.1:${(origin.server.address() as AddressInfo).port}`;
    ({ url, nginx } = await runNginx(root, async (listen, runDir) =>
      edgeNginxConfig({ origin: originUrl, listen, upstreams: ['127.0.0.1:9'], runDir }),
    ));
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await origin?.close();
    cleanupTmp();
  });

  test('the page and remotes.json allow the dev server for the browser holding the link only', async () => {
    const { token } = devLink('mf-tasks', DEV, { registry, user: 'tasks-team', duration: '1h', log: () => {} });
    const get = (route: string, cookie?: string) =>
      fetch(`${url}${route}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
    for (const route of ['/tasks', '/remotes.json']) {
      const mine = await get(route, `${ROLLOUT.previewCookie}=${token}`);
      expect(mine.status).toBe(200);
      expect(mine.headers.get('content-security-policy')).toMatch(
        new RegExp(`script-src 'self' ${DEV};.*connect-src 'self' https: ${DEV} ws://localhost:3003;`),
      );
      expect(mine.headers.get(DEV_CSP_HEADER)).toBeNull();
      const everyone = await get(route);
      expect(everyone.headers.get('content-security-policy')).toBe(DEFAULT_CSP);
    }
    // A cookie that does not verify gets the default too.
    const forged = await get('/tasks', `${ROLLOUT.previewCookie}=${token.slice(0, -2)}xx`);
    expect(forged.headers.get('content-security-policy')).toBe(DEFAULT_CSP);
  });
});
