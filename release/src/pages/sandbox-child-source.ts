// The program the pre-render sandbox runs (prerender-sandbox.ts starts it with `node -e`, under
// Node's permission model: it may read its two bundle folders and nothing else, write nothing,
// start no process or thread, load no addon). It is plain JavaScript held as text, because the
// child has no TypeScript loader under jest nor inside the compiled CLI.
//
// Before any bundle runs it closes what the permission model of Node 20 leaves open (the network,
// signals, bindings: sandbox-lockdown-source.ts) and every way to compile code that is not the
// bundle itself (`vm`, `module`, `import()`, eval) — so a bundle gets only the Node built-ins
// rendering uses, through its own `require`. It then answers one JSON line per request on
// stdout, and exits once stdin ends and every request has its answer.
//
// A request: { id, shell, area, input: { pathname, manifest, site, area, answers? } }, the two
// bundle files and what to draw. An answer: { id, page: { html, styles } | null, wanted,
// seedsAnswers } or { id, error: { message, stack } }.
import { SANDBOX_LOCKDOWN_SOURCE } from './sandbox-lockdown-source';

export const SANDBOX_CHILD_SOURCE = String.raw`
'use strict';
const fs = require('node:fs');
const vm = require('node:vm');
const Module = require('node:module');
const readline = require('node:readline');
const answer = process.stdout.write.bind(process.stdout);
const loadBuiltin = Module._load.bind(Module);
const lines = readline.createInterface({ input: process.stdin });
${SANDBOX_LOCKDOWN_SOURCE}
for (const name of ['require', 'module', 'exports', '__filename', '__dirname']) delete globalThis[name];

const DENIED = new Set(['child_process', 'cluster', 'inspector', 'inspector/promises', 'module', 'repl', 'trace_events', 'v8', 'vm', 'wasi', 'worker_threads']);
function bundleRequire(id) {
  const name = String(id).replace(/^node:/, '');
  if (!Module.isBuiltin(name) || DENIED.has(name)) throw new Error('the pre-render sandbox does not load ' + id);
  return loadBuiltin(name, null, false);
}

// A bundle is one file (the pre-render build makes one chunk); compiled here without a dynamic
// import callback, so its import() fails as well.
const bundles = new Map();
function bundle(file) {
  if (!bundles.has(file)) {
    const module = { exports: {} };
    const wrapper = vm.compileFunction(fs.readFileSync(file, 'utf8'), ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file });
    wrapper.call(module.exports, module.exports, bundleRequire, module, file, file.slice(0, file.lastIndexOf('/')));
    bundles.set(file, module.exports);
  }
  return bundles.get(file);
}

async function draw({ shell: shellFile, area: areaFile, input }) {
  const area = bundle(areaFile);
  const shell = bundle(shellFile);
  if (typeof area.render !== 'function' || typeof shell.render !== 'function') return { page: null };
  const { pathname, manifest, site, answers } = input;
  const { wanted, ...screen } = await area.render(answers ? { pathname, site, answers } : { pathname, site });
  const page = shell.render({ pathname, manifest, site, area: { area: input.area, html: screen.html } });
  const styles = page && String(screen.styles) + String(page.styles);
  return { page: page && { html: page.html, styles }, wanted, seedsAnswers: shell.seedsAnswers === true };
}

let open = 0;
let ended = false;
// Exits once everything is answered even if a bundle left a timer running; after the last write is flushed.
const settle = () => { if (ended && open === 0) answer('', () => process.exit(0)); };
const reply = (value) => {
  try {
    answer(JSON.stringify(value) + '\n');
  } catch (error) {
    answer(JSON.stringify({ id: value.id, error: { message: 'the answer could not be sent: ' + error.message } }) + '\n');
  }
};
lines.on('line', (line) => {
  let request;
  try {
    request = JSON.parse(line);
  } catch {
    return;
  }
  open += 1;
  Promise.resolve()
    .then(() => draw(request))
    .then(
      (result) => reply({ id: request.id, ...result }),
      (error) => reply({ id: request.id, error: { message: String(error && error.message), stack: String(error && error.stack) } }),
    )
    .finally(() => { open -= 1; settle(); });
});
lines.on('close', () => { ended = true; settle(); });
`;
