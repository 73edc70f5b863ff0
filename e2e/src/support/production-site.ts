// The production layout for a test or a load run: the current builds published into a temporary
// registry, served by nginx in front of two API processes in production mode on PostgreSQL
// (scripts/prod-local-layout.ts), with its own ports and data folder beside any `pnpm prod:local`.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, publishAll } from '@survey/release';

export { freePort };
import { type ProdLayout, startProdLayout } from '../../../scripts/prod-local-layout';
import { AREAS } from './areas';
import { repoRoot } from './site';

/** A member made for the run with the operator's command: production mode has no demo members. */
export const PROD_MEMBER = { mobile: '13600136000', password: 'prod-e2e-2026', nickname: '生产验证员' };

export interface ProductionSite {
  url: string;
  registry: string;
  layout: ProdLayout;
  /** The member code `members create` gave PROD_MEMBER. */
  memberCode: string;
  close(): Promise<void>;
}

/** `pnpm --filter @survey/api members create …` against the layout's PostgreSQL, as an operator runs it. */
function createMember(databaseUrl: string): string {
  const res = spawnSync(
    'pnpm',
    [
      '--silent',
      '--filter',
      '@survey/api',
      'members',
      'create',
      '--mobile',
      PROD_MEMBER.mobile,
      '--password',
      PROD_MEMBER.password,
      '--nickname',
      PROD_MEMBER.nickname,
    ],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  const code = /已创建会员 #\d+ {2}(\S+)/.exec(res.stdout)?.[1];
  if (res.status !== 0 || !code) throw new Error(`members create failed (exit ${res.status}): ${res.stderr || res.stdout}`);
  return code;
}

export async function startProductionSite(): Promise<ProductionSite> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'survey-prod-'));
  // PostgreSQL runs as `postgres` and nginx's workers as an unprivileged user: both must reach in here.
  chmodSync(root, 0o755);
  const registry = path.join(root, 'registry');
  publishAll({ repoRoot, registry, areas: AREAS, promote: true, strict: true, log: () => undefined });
  const [port, apiA, apiB, pgPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const layout = await startProdLayout({
    dataDir: path.join(root, 'prod'),
    registry,
    port,
    apiPorts: [apiA, apiB],
    pgPort,
    log: () => undefined,
  });
  let memberCode: string;
  try {
    memberCode = createMember(layout.databaseUrl);
  } catch (err) {
    await layout.close();
    throw err;
  }
  return {
    url: layout.url,
    memberCode,
    registry,
    layout,
    async close() {
      await layout.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
