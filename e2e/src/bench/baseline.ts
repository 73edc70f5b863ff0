// The bench's yardstick: a bare Module Federation host + one remote with the site's shared
// libraries and no platform (tooling/webpack/bench-baseline), built for production and served
// as static files, measured with the same harness as the site's routes.
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../support/site';
import type { BenchRoute } from './cold-load';

const CONFIG = path.join(repoRoot, 'tooling', 'webpack', 'bench-baseline', 'webpack.config.js');
const OUT = path.join(repoRoot, 'e2e', 'artifacts', 'baseline');

export const BASELINE_ROUTE: BenchRoute = { path: '/', signedIn: false, content: 'h1[data-baseline]' };

/** Builds host and remote with the tooling package's webpack. */
export function buildBaseline(): Promise<void> {
  const toolingRequire = createRequire(path.join(repoRoot, 'tooling', 'package.json'));
  const webpack = toolingRequire('webpack') as (
    config: unknown,
    callback: (error: Error | null, stats?: { hasErrors(): boolean; toString(o: string): string }) => void,
  ) => void;
  return new Promise((resolve, reject) => {
    webpack(toolingRequire(CONFIG), (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.json': 'application/json' };

/** Static server: /remote/* from the remote's build, anything else from the host's (history fallback). */
export async function serveBaseline(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent((req.url ?? '/').split('?')[0]);
    const [root, rel] = urlPath.startsWith('/remote/') ? ['remote', urlPath.slice('/remote/'.length)] : ['host', urlPath.slice(1)];
    let file = path.join(OUT, root, path.normalize(rel).replace(/^(\.\.[/\\])+/, ''));
    if (!rel || !existsSync(file) || !statSync(file).isFile()) file = path.join(OUT, 'host', 'index.html');
    res.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
