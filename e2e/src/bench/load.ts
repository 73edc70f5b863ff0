// `pnpm --filter @survey/e2e load`: autocannon (50 connections, 30 s each) against a read call and the
// password sign-in, through the production layout (nginx → two API processes → PostgreSQL) and, in the
// same run, through the demo layout of `pnpm start` (site server → one API → embedded PGlite). Each
// connection is its own member on its own client address (load-clients.ts). Prints throughput, p99
// latency and errors of both and their ratio; writes e2e/artifacts/load.json.
//   LOAD_SECONDS=30 LOAD_CONNECTIONS=50
import { type ChildProcess, spawn } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { publishAll } from '@survey/release';
import { openDb } from '@survey/api';
import { startProductionSite } from '../support/production-site';
import { AREAS } from '../support/areas';
import { repoRoot } from '../support/site';
import { LOAD_PASSWORD, addLoadMembers, loadMobile, spreadClientAddresses } from './load-clients';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const READ = '/api/v1/site/config';
const SIGN_IN = '/api/auth/password/login';

interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
  /** Connection errors, timeouts, non-2xx answers and 2xx answers whose envelope is not code 200. */
  errors: number;
  requests: number;
  /** The first few answers counted as errors, to see what failed. */
  refusedSamples: string[];
}

async function load(url: string, bodies?: string[]): Promise<Figures> {
  let refused = 0;
  let clients = 0;
  const refusedSamples: string[] = [];
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: bodies ? 'POST' : 'GET',
    headers: bodies ? { 'content-type': 'application/json' } : {},
    setupClient: (client) => {
      if (bodies) client.setBody(bodies[clients++ % bodies.length]);
      client.on('body', (buf) => {
        const text = buf.toString('utf8');
        if (text.startsWith('{"code":200')) return;
        refused += 1;
        if (refusedSamples.length < 3) refusedSamples.push(text.slice(0, 200));
      });
    },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    // A non-2xx answer with a body is also a refused envelope: count it once.
    errors: result.errors + result.timeouts + Math.max(result.non2xx, refused),
    requests: result.requests.total,
    refusedSamples,
  };
}

async function measure(site: string) {
  const config = (await (await fetch(`${site}${READ}`)).json()) as { data: { rsaPublicKey: string } };
  // The browser encrypts the mobile with the API's public key; one ciphertext per member serves all its sign-ins.
  const encrypt = (plain: string) =>
    publicEncrypt({ key: config.data.rsaPublicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(plain)).toString('base64');
  const bodies = Array.from({ length: CONNECTIONS }, (_, i) => JSON.stringify({ mobile: encrypt(loadMobile(i)), password: LOAD_PASSWORD }));
  const read = await load(`${site}${READ}`);
  const signIn = await load(`${site}${SIGN_IN}`, bodies);
  return { read, signIn };
}

async function startDemo(registry: string, dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  mkdirSync(dataDir, { recursive: true });
  const log = openSync(path.join(dataDir, 'demo.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'demo-site.ts'), registry, dataDir, String(CONNECTIONS)], {
    cwd: path.join(repoRoot, 'e2e'),
    stdio: ['ignore', log, 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const ready = /READY (\S+)/.exec(text);
      if (ready) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`the demo site exited (${code}): ${text}`)));
  });
  return { url, child };
}

const ratio = (a: number, b: number) => (b ? Math.round((a / b) * 100) / 100 : null);

async function main() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'survey-load-'));
  chmodSync(root, 0o755);
  const registry = path.join(root, 'registry');
  publishAll({ repoRoot, registry, areas: AREAS, promote: true, strict: true, log: () => undefined });
  const started = performance.now();
  const production = await startProductionSite();
  const demo = await startDemo(registry, path.join(root, 'demo'));
  try {
    const db = await openDb({ databaseUrl: production.layout.databaseUrl });
    await addLoadMembers(db, CONNECTIONS).finally(() => db.close());
    spreadClientAddresses(CONNECTIONS);
    console.log(
      `load: ${CONNECTIONS} connections, ${SECONDS} s per call; ${os.cpus().length} CPU cores, load average ${os.loadavg()[0].toFixed(1)}`,
    );
    const prod = await measure(production.url);
    const dev = await measure(demo.url);
    const rows = (['read', 'signIn'] as const).map((call) => ({
      call: call === 'read' ? `GET ${READ}` : `POST ${SIGN_IN}`,
      production: prod[call],
      demo: dev[call],
      throughputRatio: ratio(prod[call].requestsPerSecond, dev[call].requestsPerSecond),
      p99Ratio: ratio(prod[call].p99Ms, dev[call].p99Ms),
    }));
    for (const r of rows) {
      console.log(`\n${r.call}`);
      console.log(
        `  nginx → 2 API → PostgreSQL: ${r.production.requestsPerSecond} req/s, p99 ${r.production.p99Ms} ms, ${r.production.errors} errors of ${r.production.requests}`,
      );
      console.log(
        `  pnpm start (demo):          ${r.demo.requestsPerSecond} req/s, p99 ${r.demo.p99Ms} ms, ${r.demo.errors} errors of ${r.demo.requests}`,
      );
      console.log(`  production ÷ demo:          throughput ×${r.throughputRatio}, p99 ×${r.p99Ratio}`);
      for (const sample of [...r.production.refusedSamples, ...r.demo.refusedSamples]) console.log(`  refused: ${sample}`);
    }
    const out = path.join(repoRoot, 'e2e', 'artifacts');
    mkdirSync(out, { recursive: true });
    const report = { at: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, cores: os.cpus().length, rows };
    writeFileSync(path.join(out, 'load.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwrote e2e/artifacts/load.json (${Math.round((performance.now() - started) / 1000)} s)`);
  } finally {
    demo.child.kill('SIGTERM');
    await production.close();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
