// `pnpm prod:local`: the production layout on this machine — builds what is stale and makes it live in
// the release registry (the same one `pnpm start` serves), then PostgreSQL, the migrations, two API
// processes in production mode and nginx in front (scripts/prod-local-layout.ts). Ctrl-C stops them
// all. Ports: PROD_PORT (site, 8088), PROD_API_PORTS (3201,3202), PROD_PG_PORT (5433).
// PROD_EDGES=N: instead of one nginx over the registry folder, the registry service on
// PROD_REGISTRY_PORT (8087) and N nginx edges in front of it on PROD_PORT, PROD_PORT+1, …
import path from 'node:path';
import { publishAll } from '@survey/release';
import { FRONT_END_PACKAGES, buildStale, repoRoot } from './build-if-stale';
import { startProdLayout } from './prod-local-layout';

function portsFrom(name: string, fallback: number[]): number[] {
  const value = process.env[name];
  const ports = value ? value.split(',').map((p) => Number(p.trim())) : fallback;
  if (!ports.length || ports.some((p) => !Number.isInteger(p) || p <= 0 || p > 65535))
    throw new Error(`${name} must be port numbers, not "${value}"`);
  return ports;
}

/** PROD_EDGES: how many nginx edges (none: one nginx serving the registry folder, as before). */
function edgeCount(): number {
  const value = process.env.PROD_EDGES;
  if (!value || value === '0') return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new Error(`PROD_EDGES must be a number of edges from 1 to 16, not "${value}"`);
  return n;
}

async function main() {
  const registry = process.env.SURVEY_REGISTRY ?? path.join(repoRoot, '.data', 'registry');
  buildStale();
  publishAll({ repoRoot, registry, areas: FRONT_END_PACKAGES.filter((name) => name !== 'shell'), promote: true, strict: true });
  const layout = await startProdLayout({
    registry,
    port: portsFrom('PROD_PORT', [8088])[0],
    apiPorts: portsFrom('PROD_API_PORTS', [3201, 3202]),
    pgPort: portsFrom('PROD_PG_PORT', [5433])[0],
    edges: edgeCount(),
    registryPort: portsFrom('PROD_REGISTRY_PORT', [8087])[0],
  });
  console.log('');
  console.log(`  问卷社区（生产布局）: ${layout.url}   nginx → ${layout.apis.length} 个 API 进程 → PostgreSQL`);
  if (layout.edges) {
    const { edges } = layout;
    console.log(`  边缘节点（nginx edges）: ${edges.urls.join('  ')}   →  发布服务（registry service）${edges.origin}`);
    console.log(`  运维令牌（operator token）: ${edges.operatorTokenFile}（0600，勿提交）`);
    console.log(
      `  远程发布: SURVEY_REGISTRY=${edges.origin} SURVEY_RELEASE_TOKEN=$(cat ${edges.operatorTokenFile}) pnpm release publish|promote|rollback|status|history`,
    );
  }
  console.log(`  密钥文件: ${layout.envFile}（勿提交）   发布: pnpm release publish|promote|rollback（无需重载 nginx）`);
  console.log('  生产模式没有演示账号；短信和邮件只记日志（SMS_DRIVER=log、EMAIL_DRIVER=log），虚拟商品等运营发放（orders issue --code）');
  console.log(`  建账号: (set -a; . ${layout.envFile}; pnpm --filter @survey/api members create --mobile 手机号 --password 密码)`);
  console.log('  按 Ctrl-C 全部停止');
  console.log('');

  let stopping = false;
  const stop = (why: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[prod] ${why}: stopping nginx, the API processes and PostgreSQL`);
    layout.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('Ctrl-C'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (const api of layout.apis) {
    api.process.once('exit', (code, signal) => {
      if (!stopping)
        console.error(`[prod] API process on port ${api.port} exited (${signal ?? code}); nginx sends its requests to the others`);
    });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
