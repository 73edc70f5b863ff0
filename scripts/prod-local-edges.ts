// `PROD_EDGES=N pnpm prod:local`: the registry service (`release registry-serve`) as the one origin
// and N nginx edges in front of it that hold nothing but a cache (`release nginx-config --edge`),
// each sending /api to the API processes. An operator token for the run is written to
// <dataDir>/operator-token (0600): with it and SURVEY_REGISTRY, `pnpm release …` works remotely.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { edgeNginxConfig, readManifest, recordStaticSiteConfig, startStaticSite } from '@survey/release';
import { repoRoot } from './build-if-stale';
import { startNginx, waitForHttp } from './prod-local-processes';

export interface EdgesOptions {
  registry: string;
  dataDir: string;
  logs: string;
  nginxBin: string;
  /** The API processes, host:port each. */
  upstreams: string[];
  registryPort: number;
  /**
   * The secrets the registry service shares with the API: DEVICE_ID_KEY and HEALTH_READ_TOKEN. Without
   * them it signs with the registry's own key (a demo API given that key) and reads health unauthenticated.
   */
  serviceEnv?: Record<string, string>;
  edgePorts: number[];
  /** Each process as it starts, with the signal that stops it gracefully (the caller stops them). */
  started: { child: ChildProcess; signal: NodeJS.Signals }[];
  log: (line: string) => void;
}

export interface Edges {
  origin: string;
  /** The registry service's process id (an operator, or a test, can pause it). */
  originPid: number;
  urls: string[];
  operatorTokenFile: string;
}

const RELEASE_CLI = path.join(repoRoot, 'release', 'bin', 'release.cjs');
/** The name of the operator token each run replaces. */
const TOKEN_NAME = 'prod-local';

/** A fresh operator token for this run (the previous run's is revoked), written 0600. */
function writeOperatorToken(registry: string, file: string): void {
  const cli = (args: string[]) => spawnSync(process.execPath, [RELEASE_CLI, ...args, '--registry', registry], { encoding: 'utf8' });
  cli(['token', 'revoke', TOKEN_NAME]); // none yet on a first run: nothing to revoke
  const made = cli(['token', 'create', '--area', 'all', '--name', TOKEN_NAME]);
  if (made.status !== 0) throw new Error(`release token create failed: ${made.stderr}`);
  writeFileSync(file, made.stdout, { mode: 0o600 });
  chmodSync(file, 0o600); // an existing file keeps its mode otherwise
}

export async function startEdges(o: EdgesOptions): Promise<Edges> {
  // The pages the origin serves are pre-rendered with the API's site config, asked once here.
  if (
    await recordStaticSiteConfig(
      o.registry,
      o.upstreams.map((u) => `http://${u}`),
    )
  )
    startStaticSite(o.registry, readManifest(o.registry));

  const origin = `http://127.0.0.1:${o.registryPort}`;
  const logFile = path.join(o.logs, 'registry-service.log');
  const out = openSync(logFile, 'a');
  const service = spawn(
    process.execPath,
    // The canary watch asks one API process for health (every process reads the same database).
    [
      RELEASE_CLI,
      'registry-serve',
      '--port',
      String(o.registryPort),
      '--host',
      '127.0.0.1',
      '--registry',
      o.registry,
      '--api',
      `http://${o.upstreams[0]}`,
      // Where remote `preview` links point: the first edge.
      '--site',
      `http://127.0.0.1:${o.edgePorts[0]}`,
    ],
    { cwd: repoRoot, env: { ...process.env, ...o.serviceEnv }, stdio: ['ignore', out, out], detached: true },
  );
  o.started.push({ child: service, signal: 'SIGTERM' });
  await waitForHttp(`${origin}/remotes.json`, service, 'the registry service', logFile);
  o.log(`registry service ${service.pid} on ${origin} (registry ${o.registry}, log ${logFile})`);

  const operatorTokenFile = path.join(o.dataDir, 'operator-token');
  writeOperatorToken(o.registry, operatorTokenFile);
  o.log(`operator token for this run in ${operatorTokenFile} (0600)`);

  const urls: string[] = [];
  for (const port of o.edgePorts) {
    const runDir = path.join(o.dataDir, `edge-${port}`);
    mkdirSync(runDir, { recursive: true });
    const conf = path.join(runDir, 'nginx.conf');
    writeFileSync(conf, await edgeNginxConfig({ origin, listen: `127.0.0.1:${port}`, upstreams: o.upstreams, runDir }));
    const url = `http://127.0.0.1:${port}`;
    const nginx = await startNginx(o.nginxBin, conf, `${url}/remotes.json`, path.join(o.logs, `edge-${port}.log`));
    o.started.push({ child: nginx, signal: 'SIGQUIT' });
    urls.push(url);
    o.log(`nginx edge on ${url} in front of ${origin} (config ${conf})`);
  }
  return { origin, originPid: service.pid!, urls, operatorTokenFile };
}
