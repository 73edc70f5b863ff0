// Pre-rendered markup for the static pages (write-site-pages.ts). Those are written inside every
// release command's lock, and publish, promote and rollback are synchronous functions (scripts and
// the e2e suite call them so), while an area's bundle renders asynchronously (its screen's chunk
// loads first). So the areas' bundles run in a worker thread that this thread waits on
// (Atomics.wait); the shell's step is synchronous and runs here, as at the site server
// (prerender-page.ts). A page whose render is missing, fails or outlasts `timeoutMs` gets no markup.
import fs from 'node:fs';
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import { SHELL } from '../registry/layout';
import type { LiveManifest } from '../base/types';
import { type PrerenderedPage, type ShellBundle, bundleFile, prerenderedRelease, shellBundle, wrapInShell } from './prerender-page';

interface Job {
  file: string;
  input: { pathname: string; site: unknown };
}
type Outcome = { screen: PrerenderedPage } | { error: Error };

// Plain JavaScript, evaluated: the worker has no TypeScript loader under jest or the compiled CLI.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { jobs, done, port } = workerData;
const finish = () => {
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
};
// Also when the thread ends first: a render that never settles, or a bundle that crashes it.
process.on('exit', finish);
Promise.all(jobs.map(async ({ file, input }) => {
  try {
    return { screen: await require(file).render(input) };
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
})).then((outcomes) => port.postMessage(outcomes)).finally(finish);
`;

/** Starts the jobs in a worker; the function returned waits for each job's outcome, in order. */
function startScreens(jobs: Job[]): (timeoutMs: number) => Outcome[] {
  const done = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { jobs, done, port: port2 }, transferList: [port2] });
  worker.unref();
  worker.on('error', () => undefined); // a crashed worker shows as a missing answer, below
  return (timeoutMs) => {
    try {
      if (Atomics.wait(done, 0, 0, timeoutMs) === 'timed-out') throw new Error(`no answer within ${timeoutMs} ms`);
      const answer = receiveMessageOnPort(port1);
      if (!answer) throw new Error('the worker ended without an answer');
      return answer.message as Outcome[];
    } finally {
      port1.close();
      void worker.terminate();
    }
  };
}

/** The pre-rendered page of each of `pathnames` that has one, rendered with `site`. Never throws. */
export function prerenderPagesSync(
  registry: string,
  manifest: LiveManifest,
  pathnames: string[],
  site: unknown,
  timeoutMs = 15000,
): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const wanted = pathnames.flatMap((pathname) => {
    const release = prerenderedRelease(manifest, pathname);
    const file = release && bundleFile(registry, release.area, release.version);
    return release && file && fs.existsSync(file) ? [{ pathname, area: release.area, file }] : [];
  });
  if (!wanted.length || !manifest.shell || !fs.existsSync(bundleFile(registry, SHELL, manifest.shell.version))) return pages;
  let outcomes: Outcome[];
  let shell: ShellBundle | null;
  try {
    const wait = startScreens(wanted.map(({ file, pathname }) => ({ file, input: { pathname, site } })));
    shell = shellBundle(registry, manifest); // loaded here while the worker renders (~0.3 s each)
    outcomes = wait(timeoutMs);
  } catch (error) {
    console.error('[pages] the pre-render worker failed: the static pages are rendered in the browser', error);
    return pages;
  }
  if (!shell) return pages;
  for (const [i, { pathname, area }] of wanted.entries()) {
    const outcome = outcomes[i];
    try {
      if ('error' in outcome) throw outcome.error;
      const page = wrapInShell(shell, { pathname, manifest, site, area, screen: outcome.screen });
      if (page) pages.set(pathname, page);
    } catch (error) {
      console.error(`[pages] ${pathname}: pre-render failed, the browser renders it`, error);
    }
  }
  return pages;
}
