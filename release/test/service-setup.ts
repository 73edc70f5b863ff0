// A registry service on an ephemeral port over a temporary registry, with deploy tokens, for the
// service tests. The service and its tokens come from the package's entry point, as a script gets them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadBuild } from '../src/registry/build';
import { packBuild } from '../src/cli/remote/tar-pack';
import { type Action, type RegistryServiceOptions, createRegistryService, createTokenLocked } from '../src';
import { releaseTarget } from '../src/registry/targets';
import { CLI, RELEASE_DIR, tmpDir } from './helpers';

export interface TestService {
  url: string;
  registry: string;
  /** Where makeAreaBuild / makeShellBuild write builds. */
  repo: string;
  app: FastifyInstance;
  token(name: string, area: string, can?: Action[]): string;
}

export async function startService(options: Omit<RegistryServiceOptions, 'registry'> = {}): Promise<TestService> {
  const registry = path.join(tmpDir('release-reg-'), 'registry');
  const app = await createRegistryService({ ...options, registry });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, registry, repo: tmpDir(), app, token: (name, area, can) => createTokenLocked(registry, { name, area, can }).token };
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers
  body: any;
}

export async function call(s: TestService, route: string, token: string | null, init: RequestInit = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (token) headers.authorization = `Bearer ${token}`;
  if (typeof init.body === 'string') headers['content-type'] = 'application/json';
  const res = await fetch(s.url + route, { method: init.body ? 'POST' : 'GET', ...init, headers });
  return { status: res.status, body: await res.json() };
}

/** Uploads a build folder as the CLI does (archive + the version it computed locally). */
export function upload(s: TestService, area: string, dir: string, token: string | null, promote = false): Promise<Answer> {
  return call(s, `/v1/areas/${area}/versions${promote ? '?promote=1' : ''}`, token, {
    method: 'POST',
    body: new Uint8Array(packBuild(dir)),
    headers: { 'content-type': 'application/gzip', 'x-build-version': loadBuild(releaseTarget(area), dir).version },
  });
}

/** What is left in the service's upload folder (uploads in progress or not cleaned up). */
export function incomingLeftovers(s: TestService): string[] {
  const dir = path.join(s.registry, '.incoming');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** `pnpm release …` against the service (SURVEY_REGISTRY=its URL) in a child process; async, since the service answers from this process. */
export function remoteCli(
  s: TestService,
  args: string[],
  token: string | undefined,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, INIT_CWD: RELEASE_DIR, SURVEY_REGISTRY: s.url, SURVEY_RELEASE_TOKEN: token };
  if (!token) delete env.SURVEY_RELEASE_TOKEN;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: RELEASE_DIR, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
