// `npm start` / `pnpm start` (after scripts/bootstrap.mjs has set up pnpm and the workspace):
// build what is stale, make every current build live in the local release registry, start the
// API in demo mode and serve the whole site.
import path from 'node:path';
import { createServer, demoSecrets } from '@survey/api';
import { deviceKey, publishAll, startSiteServer } from '@survey/release';
import { FRONT_END_PACKAGES, buildStale, repoRoot } from './build-if-stale';

const DEMO_MOBILE = '13800138000';
const DEMO_PASSWORD = 'demo123456';

async function main() {
  buildStale();
  const registry = process.env.SURVEY_REGISTRY ?? path.join(repoRoot, '.data', 'registry');
  publishAll({ repoRoot, registry, areas: FRONT_END_PACKAGES.filter((name) => name !== 'shell'), promote: true, strict: true });

  const apiPort = Number(process.env.API_PORT ?? 3100);
  // Demo secrets (RSA key, OSS and token secrets) are generated on the first start, kept in .data/secrets;
  // the device-id key is the registry's, which the site server signs the DEVICE_ID cookie with.
  const secrets = demoSecrets(path.join(repoRoot, '.data', 'secrets'), { ...process.env, DEVICE_ID_KEY: deviceKey(registry) });
  const api = await createServer({
    demo: true,
    dataDir: path.join(repoRoot, '.data', 'api-db'),
    secrets,
    logger: true,
    // Every request comes through the site server, which sets X-Forwarded-For to its client.
    trustProxy: 1,
  });
  await api.app.listen({ host: '127.0.0.1', port: apiPort });
  const apiUrl = `http://127.0.0.1:${apiPort}`;

  const site = await startSiteServer({ registry, port: Number(process.env.PORT ?? 8080), api: apiUrl });
  console.log('');
  console.log(`  问卷社区已启动:  ${site.url}`);
  console.log(`  API (演示模式):  ${apiUrl}   短信验证码: ${site.url}/api/dev/sms?mobile=${DEMO_MOBILE}`);
  console.log(`  演示账号:        手机号 ${DEMO_MOBILE}  密码 ${DEMO_PASSWORD}`);
  console.log('');

  const stop = async () => {
    await site.close();
    await api.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
