// The production layout for a test or a load run: the current builds published into a temporary
// registry, served by nginx in front of two API processes in production mode on PostgreSQL
// (scripts/prod-local-layout.ts), with its own ports and data folder beside any `pnpm prod:local`.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../../../api/src/db';
import { hashPassword } from '../../../api/src/crypto';
import { publishAll } from '@survey/release';
import { type ProdLayout, startProdLayout } from '../../../scripts/prod-local-layout';
import { AREAS, repoRoot } from './site';

/** A member created for the run: production mode has no demo members and sends no SMS. */
export const PROD_MEMBER = { mobile: '13600136000', password: 'prod-e2e-2026', nickname: '生产验证员', memberCode: 'P2026001' };

export interface ProductionSite {
  url: string;
  registry: string;
  layout: ProdLayout;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function addMember(databaseUrl: string): Promise<void> {
  const db = await openDb({ databaseUrl });
  try {
    await db.sql
      .insertInto('members')
      .values({
        mobile: PROD_MEMBER.mobile, nickname: PROD_MEMBER.nickname, member_code: PROD_MEMBER.memberCode, invite_code: 'PROD01',
        password_hash: await hashPassword(PROD_MEMBER.password), gold: 5000, created_at: Date.now(),
      })
      .execute();
  } finally {
    await db.close();
  }
}

export async function startProductionSite(): Promise<ProductionSite> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'survey-prod-'));
  // PostgreSQL runs as `postgres` and nginx's workers as an unprivileged user: both must reach in here.
  chmodSync(root, 0o755);
  const registry = path.join(root, 'registry');
  publishAll({ repoRoot, registry, areas: AREAS, promote: true, strict: true, log: () => undefined });
  const [port, apiA, apiB, pgPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const layout = await startProdLayout({ dataDir: path.join(root, 'prod'), registry, port, apiPorts: [apiA, apiB], pgPort, log: () => undefined });
  try {
    await addMember(layout.databaseUrl);
  } catch (err) {
    await layout.close();
    throw err;
  }
  return {
    url: layout.url,
    registry,
    layout,
    async close() {
      await layout.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
