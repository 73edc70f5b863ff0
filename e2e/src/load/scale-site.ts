// The production layout in front of the scale database: the current builds published into a temporary
// registry, nginx → two API processes in production mode → the given PostgreSQL (which `migrate`
// brings up to date first), each on a free port.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, publishAll } from '@survey/release';
import { type ProdLayout, startProdLayout } from '../../../scripts/prod-local-layout';
import { AREAS } from '../support/areas';
import { repoRoot } from '../support/site';

export interface ScaleSite {
  url: string;
  layout: ProdLayout;
  close(): Promise<void>;
}

export async function startScaleSite(databaseUrl: string, log: (line: string) => void): Promise<ScaleSite> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'survey-load-'));
  // nginx's workers run as an unprivileged user: they must reach in here.
  chmodSync(root, 0o755);
  const registry = path.join(root, 'registry');
  publishAll({ repoRoot, registry, areas: AREAS, promote: true, strict: true, log: () => undefined });
  const [port, apiA, apiB] = [await freePort(), await freePort(), await freePort()];
  const layout = await startProdLayout({ dataDir: path.join(root, 'prod'), registry, port, apiPorts: [apiA, apiB], databaseUrl, log });
  return {
    url: layout.url,
    layout,
    async close() {
      await layout.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
