// The demo layout of `pnpm start` (scripts/start.ts) as a child process for the load run: the API in
// demo mode on an embedded PGlite folder, logging every request, behind the Node site server. Its own
// data folder and ports, so a running `pnpm start` is left alone. Adds the load run's members (the
// embedded database cannot be opened by a second process). Prints `READY <url>` when it answers.
//   tsx src/bench/demo-site.ts <registry> <data folder> <load members>
import path from 'node:path';
import { createServer } from '@survey/api';
import { startSiteServer } from '@survey/release';
import { addLoadMembers } from './load-clients';

async function main() {
  const [registry, dataDir, members] = process.argv.slice(2);
  const api = await createServer({
    demo: true,
    dataDir: path.join(dataDir, 'api-db'),
    secretsDir: path.join(dataDir, 'secrets'),
    logger: true,
    trustProxy: 1,
  });
  await addLoadMembers(api.db, Number(members));
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const address = api.app.server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const site = await startSiteServer({ registry, port: 0, api: apiUrl });
  process.on('SIGTERM', () => {
    void site
      .close()
      .then(() => api.close())
      .then(() => process.exit(0));
  });
  console.error(`READY ${site.url}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
