// Where uploaded code runs: an area's (and the shell's) pre-render bundle is a team's upload, so it
// never runs in this process — which may hold the API's secrets and database (`pnpm start`), the
// registry's tokens and preview key, or the registry lock. It runs in a child process of its own:
// - an environment with nothing of ours in it (NODE_ENV and TZ only);
// - Node's permission model: it may read the two bundle folders it renders with (the shell's and
//   the area's `prerender/`) and nothing else; no file writes, child processes, threads, addons
//   or WASI; the child itself (sandbox-child-source.ts) also closes the network, signals and
//   code compiled from strings before a bundle runs, so the API's public data a page is drawn
//   with is asked by the caller and handed in;
// - a heap limit and a time limit: a render that outlasts it has its child killed;
// - one child per pair of bundles, so one team's bundle never draws another team's page;
// - its answers are read as untrusted data (sandbox-answer.ts).
// The site server keeps a few children alive and sends them requests (renderInSandbox); the
// static pages start one child per pair and give it all its pages at once — after a release
// command, while the process goes on (renderInSandboxBatch), or at the static set-up, which waits
// (renderInSandboxSync).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { readSandboxAnswer, type SandboxAnswer } from './sandbox-answer';
import { SANDBOX_CHILD_SOURCE } from './sandbox-child-source';

export interface SandboxRequest {
  /** The shell's and the area's pre-render bundles (`<version>/prerender/index.js`). */
  shell: string;
  area: string;
  input: { pathname: string; manifest: unknown; site: unknown; area: string; answers?: unknown[] };
}

export const SANDBOX_LIMITS = {
  /** The child's heap (MB): a real screen renders in well under 100. */
  heapMb: 256,
  /** One page at the site server, bundle loading included (the first render of a pair loads both). */
  renderMs: 5000,
  /** All the static pages rendered after one manifest write (or at the static set-up). */
  batchMs: 15_000,
  /** The most output one child may send without ending a line (a page answer is one line). */
  maxLineBytes: 8 * 1024 * 1024,
  /** Children the site server keeps (canaries and previews pin other pairs); the least recently used goes. */
  maxChildren: 4,
  /** A child unused this long ends. */
  idleMs: 5 * 60_000,
};

/**
 * Node's flags for a sandbox child that may read `folders` and nothing else (the permission
 * model, no addons, no fetch, the heap limit) and, unless `codeFromStrings`, compiles no code
 * from strings. The smoke test's child (smoke-test.ts) runs under the same, but jsdom compiles
 * its CSS selectors from strings.
 */
export function sandboxFlags(folders: string[], { codeFromStrings = false } = {}): string[] {
  return [
    '--experimental-permission',
    ...folders.map((folder) => `--allow-fs-read=${folder}`),
    '--no-addons',
    '--no-experimental-fetch',
    ...(codeFromStrings ? [] : ['--disallow-code-generation-from-strings']),
    `--max-old-space-size=${SANDBOX_LIMITS.heapMb}`,
    // The permission model's "experimental" warning, once per child, is not news.
    '--no-warnings',
  ];
}

/** The flags and program of a child rendering with these bundles. */
function childArgs(request: SandboxRequest): string[] {
  const folders = [...new Set([path.dirname(request.shell), path.dirname(request.area)])];
  return [...sandboxFlags(folders), '-e', SANDBOX_CHILD_SOURCE];
}

/** A sandbox child's whole environment: nothing of this process's (tokens, database URL, keys). */
export function sandboxEnv(): NodeJS.ProcessEnv {
  return { NODE_ENV: 'production', ...(process.env.TZ ? { TZ: process.env.TZ } : {}) };
}

const pairKey = (request: SandboxRequest) => `${request.shell}\n${request.area}`;
const line = (id: number, request: SandboxRequest) => `${JSON.stringify({ id, ...request })}\n`;

/** The answers in a child's output, by request id; lines that are not answers are skipped. */
function answersIn(text: string): Map<number, unknown> {
  const found = new Map<number, unknown>();
  for (const one of text.split('\n')) {
    try {
      const value: unknown = JSON.parse(one);
      if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number')
        found.set((value as { id: number }).id, value);
    } catch {
      /* not an answer */
    }
  }
  return found;
}

interface Waiting {
  resolve(answer: SandboxAnswer): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** A long-lived child for one pair of bundles, answering requests in any order. */
class SandboxChild {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private buffered = '';
  private idle: NodeJS.Timeout | null = null;
  ended = false;

  constructor(
    request: SandboxRequest,
    private readonly onEnd: () => void,
  ) {
    this.child = spawn(process.execPath, childArgs(request), {
      env: sandboxEnv(),
      cwd: path.dirname(request.area),
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    this.child.unref();
    for (const stream of [this.child.stdin, this.child.stdout]) (stream as unknown as { unref?: () => void } | null)?.unref?.();
    this.child.stdin?.on('error', () => undefined); // a child that died: its requests fail below
    this.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => this.read(chunk));
    this.child.on('error', (error) => this.stop(error.message));
    this.child.on('exit', (code, signal) => this.stop(`the sandbox ended without an answer (${signal ?? `exit ${code}`})`));
  }

  ask(request: SandboxRequest, timeoutMs: number): Promise<SandboxAnswer> {
    if (this.idle) clearTimeout(this.idle);
    const id = this.nextId++;
    return new Promise<SandboxAnswer>((resolve, reject) => {
      // A render that does not answer in time may be looping: the child goes, with its other requests.
      const timer = setTimeout(() => this.stop(`no answer within ${timeoutMs} ms`), timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      this.child.stdin?.write(line(id, request));
    });
  }

  private read(chunk: string): void {
    this.buffered += chunk;
    const end = this.buffered.lastIndexOf('\n');
    if (end < 0) {
      if (this.buffered.length > SANDBOX_LIMITS.maxLineBytes) this.stop('the sandbox sent more than an answer');
      return;
    }
    const complete = this.buffered.slice(0, end);
    this.buffered = this.buffered.slice(end + 1);
    for (const [id, value] of answersIn(complete)) {
      const waiting = this.waiting.get(id);
      if (!waiting) continue;
      this.waiting.delete(id);
      clearTimeout(waiting.timer);
      const answer = readSandboxAnswer(value);
      if (answer instanceof Error) waiting.reject(answer);
      else waiting.resolve(answer);
    }
    if (this.waiting.size === 0) this.idle = setTimeout(() => this.stop('idle'), SANDBOX_LIMITS.idleMs).unref();
  }

  stop(reason: string): void {
    if (!this.ended) {
      this.ended = true;
      this.child.kill('SIGKILL');
      this.onEnd();
    }
    if (this.idle) clearTimeout(this.idle);
    for (const { reject, timer } of this.waiting.values()) {
      clearTimeout(timer);
      reject(new Error(reason));
    }
    this.waiting.clear();
  }
}

// The site server's children, least recently used first.
const children = new Map<string, SandboxChild>();
let stopOnExit = false;

/** Renders one page in the sandbox of its pair of bundles (started on first use, then kept). */
export function renderInSandbox(request: SandboxRequest, timeoutMs = SANDBOX_LIMITS.renderMs): Promise<SandboxAnswer> {
  const key = pairKey(request);
  let child = children.get(key);
  children.delete(key);
  if (!child || child.ended) {
    const started: SandboxChild = new SandboxChild(request, () => {
      if (children.get(key) === started) children.delete(key);
    });
    child = started;
  }
  children.set(key, child);
  for (const [oldKey, old] of children) {
    if (children.size <= SANDBOX_LIMITS.maxChildren) break;
    children.delete(oldKey);
    old.stop('replaced by a newer pair of bundles');
  }
  if (!stopOnExit) {
    stopOnExit = true;
    process.once('exit', stopSandboxes);
  }
  return child.ask(request, timeoutMs);
}

/** Ends every child the site server keeps (their requests fail: those pages go to the browser). */
export function stopSandboxes(): void {
  for (const child of children.values()) child.stop('the sandboxes were stopped');
  children.clear();
}

/** What one child run over all its pages ended with: its output, and why it ended early (if it did). */
interface PairRun {
  stdout: string;
  error?: Error;
}

/**
 * The static pages' renders: one child per pair of bundles, given all its pages at once, one pair
 * after the other, killed when `timeoutMs` (for all of them) runs out. `run` starts one child, and
 * `renderBatch` is driven by the synchronous or the asynchronous caller below. Each answer in the
 * order asked; an Error where a page has none.
 */
function* renderBatch(requests: SandboxRequest[], timeoutMs: number): Generator<[number[], number], (SandboxAnswer | Error)[], PairRun> {
  const deadline = Date.now() + timeoutMs;
  const results: (SandboxAnswer | Error)[] = requests.map(() => new Error('the sandbox ended without an answer'));
  const pairs = new Map<string, number[]>();
  requests.forEach((request, i) => pairs.set(pairKey(request), [...(pairs.get(pairKey(request)) ?? []), i]));
  for (const indexes of pairs.values()) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    const { stdout, error }: PairRun = yield [indexes, left];
    const answers = answersIn(stdout);
    for (const i of indexes) {
      if (answers.has(i)) results[i] = readSandboxAnswer(answers.get(i));
      else if (error) results[i] = new Error(`the sandbox ended without an answer: ${error.message}`);
    }
  }
  return results;
}

const batchInput = (requests: SandboxRequest[], indexes: number[]) => indexes.map((i) => line(i, requests[i])).join('');

/** One pair's child while this thread waits (`startStaticSite`, inside a synchronous set-up). */
function runPairSync(requests: SandboxRequest[], indexes: number[], timeoutMs: number): PairRun {
  const run = spawnSync(process.execPath, childArgs(requests[indexes[0]]), {
    env: sandboxEnv(),
    cwd: path.dirname(requests[indexes[0]].area),
    input: batchInput(requests, indexes),
    stdio: ['pipe', 'pipe', 'ignore'],
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    maxBuffer: SANDBOX_LIMITS.maxLineBytes * indexes.length,
    encoding: 'utf8',
  });
  return { stdout: run.stdout ?? '', error: run.error };
}

/** One pair's child while this process goes on (the pages re-rendered after a release command). */
function runPair(requests: SandboxRequest[], indexes: number[], timeoutMs: number): Promise<PairRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, childArgs(requests[indexes[0]]), {
      env: sandboxEnv(),
      cwd: path.dirname(requests[indexes[0]].area),
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let stdout = '';
    let error: Error | undefined;
    const end = (reason: string) => {
      error ??= new Error(reason);
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => end(`no answer within ${timeoutMs} ms`), timeoutMs);
    child.stdin.on('error', () => undefined); // a child that died: its pages have no answer
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (stdout.length > SANDBOX_LIMITS.maxLineBytes * indexes.length) end('the sandbox sent more than its answers');
    });
    child.on('error', (spawnError) => end(spawnError.message));
    child.on('close', () => {
      clearTimeout(timer);
      resolve({ stdout, error });
    });
    child.stdin.end(batchInput(requests, indexes));
  });
}

/** Renders pages while this thread waits; see renderBatch. */
export function renderInSandboxSync(requests: SandboxRequest[], timeoutMs: number): (SandboxAnswer | Error)[] {
  const batch = renderBatch(requests, timeoutMs);
  for (let step = batch.next(); ;) {
    if (step.done) return step.value;
    step = batch.next(runPairSync(requests, ...step.value));
  }
}

/** Renders pages while this process goes on answering; see renderBatch. */
export async function renderInSandboxBatch(requests: SandboxRequest[], timeoutMs: number): Promise<(SandboxAnswer | Error)[]> {
  const batch = renderBatch(requests, timeoutMs);
  for (let step = batch.next(); ;) {
    if (step.done) return step.value;
    step = batch.next(await runPair(requests, ...step.value));
  }
}
