// Several web hosts in front of one registry service, for a journey: `release registry-serve` over a
// test site's registry as the origin and nginx edges (`release nginx-config --edge`) that hold only
// a cache, each sending /api to the site's API — the pieces of `PROD_EDGES=N pnpm prod:local`.
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Edges, type EdgesOptions, startEdges } from '../../../scripts/prod-local-edges';
import { findNginx } from '../../../scripts/prod-local-postgres';
import { stopped } from '../../../scripts/prod-local-processes';
import { freePort } from './production-site';
import type { TestSite } from './site';

export interface EdgesSite extends Edges {
  close(): Promise<void>;
}

export async function startEdgesSite(site: TestSite, count: number): Promise<EdgesSite> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'survey-edges-'));
  chmodSync(root, 0o755); // nginx's workers run unprivileged when the tests run as root: their cache is in here
  const logs = path.join(root, 'logs');
  mkdirSync(logs);
  const started: EdgesOptions['started'] = [];
  const close = async () => {
    for (const { child, signal } of started.splice(0).reverse()) await stopped(child, signal);
    rmSync(root, { recursive: true, force: true });
  };
  const edgePorts: number[] = [];
  for (let i = 0; i < count; i += 1) edgePorts.push(await freePort());
  try {
    const edges = await startEdges({
      registry: site.registry,
      dataDir: root,
      logs,
      nginxBin: findNginx(),
      upstreams: [new URL(site.apiUrl).host],
      registryPort: await freePort(),
      edgePorts,
      started,
      log: () => undefined,
    });
    return { ...edges, close };
  } catch (err) {
    await close();
    throw err;
  }
}
