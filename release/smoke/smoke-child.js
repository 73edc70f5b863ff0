// The publish-time smoke test's child program (bundled with jsdom into dist/smoke-child.cjs by
// bin/build-smoke-child.cjs; started by src/pages/smoke-test.ts inside the pre-render sandbox:
// Node's permission model lets it read this file and the build folder only, with the network,
// signals and code compiled from strings closed before it runs).
//
// It mounts an area build as the shell does in a browser, once per route, each in a fresh page:
// the federation runtime the shell provides, the build's remoteEntry.js loaded as a script, its
// `./app` module, `preload(pathname)` (the page's chunks), then the single-spa lifecycles
// `bootstrap` and `mount` into an element, with the platform made by the build's own shared
// @survey/shared (as the shell makes it from the same singleton). A route fails when a step
// throws or rejects, or when a screen throws in the first render (the area's error boundary
// reports it through `onAreaError`, or it reaches the page as an uncaught error).
//
// Reads one JSON request on stdin: { dir, area, federationName, routes: [{ path, url }], routeMs }.
// Writes { started: <path> } as each route starts, then { results: [{ path, url, ok, stage?, message? }] }.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { JSDOM, ResourceLoader, VirtualConsole } = require('jsdom');

// Replaced with the bundled runtime's text when this file is built.
const WINDOW_RUNTIME = __WINDOW_RUNTIME_SOURCE__;
const ORIGIN = 'https://smoke.invalid';
/** Where the page finds the build, as the shell finds a published version (`/areas/<area>/<version>/`). */
const buildBase = (area) => `/areas/${area}/smoke/`;
/** Time for the first render's effects and an error boundary's report once mount has settled. */
const SETTLE_MS = 50;
const answer = process.stdout.write.bind(process.stdout);

/** Serves the build's files at its base and refuses everything else (the API, other sites). */
class BuildFiles extends ResourceLoader {
  constructor(dir, base) {
    super();
    this.dir = dir;
    this.base = base;
  }

  fetch(url) {
    const { origin, pathname } = new URL(url);
    if (origin !== ORIGIN || !pathname.startsWith(this.base)) return Promise.reject(new Error(`the smoke test has no ${url}`));
    const file = path.resolve(this.dir, decodeURIComponent(pathname.slice(this.base.length)));
    if (!file.startsWith(this.dir + path.sep)) return Promise.reject(new Error(`the smoke test has no ${url}`));
    return fs.promises.readFile(file);
  }
}

const isLifecycles = (value) => Boolean(value) && ['bootstrap', 'mount', 'unmount'].every((name) => typeof value[name] === 'function');

/** A module of the share scope, from the build's own copy (the page has no shell providing one). */
async function sharedModule(host, name) {
  const versions = host.shareScopeMap && host.shareScopeMap.default && host.shareScopeMap.default[name];
  const entry = versions && Object.values(versions)[0];
  if (!entry || typeof entry.get !== 'function') return null;
  const factory = await entry.get();
  return typeof factory === 'function' ? factory() : factory;
}

/** The platform the shell would give: createPlatform and the theme of the build's shared copies. */
async function makePlatform(window, host) {
  const navigate = (to, options) => window.history[options && options.replace ? 'replaceState' : 'pushState'](null, '', to);
  const shared = await sharedModule(host, '@survey/shared');
  const ui = await sharedModule(host, '@survey/shared/ui');
  if (!shared || typeof shared.createPlatform !== 'function') {
    // A build that shares no @survey/shared is no area of this site's (a test's stand-in).
    return { apiVersion: 1, site: {}, theme: {}, env: {}, navigate };
  }
  // The site config the API would answer is not asked for (no network): a screen draws without it.
  const site = { demo: true };
  return shared.createPlatform({ site, theme: (ui && ui.theme) || {}, demo: true, navigate, reload: () => undefined });
}

function withTimeout(promise, ms, message) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** `TypeError: …`; a page's errors come from its own realm, so no `instanceof Error` here. */
const describe = (error) =>
  (error && typeof error === 'object' && 'message' in error ? `${error.name || 'Error'}: ${error.message}` : String(error)).slice(0, 2000);

async function mountRoute(request, route) {
  const base = buildBase(request.area);
  const errors = [];
  const dom = new JSDOM('<!doctype html><html><head></head><body><div class="area-mount"></div></body></html>', {
    url: ORIGIN + route.url,
    runScripts: 'dangerously',
    resources: new BuildFiles(request.dir, base),
    pretendToBeVisual: true,
    virtualConsole: new VirtualConsole(),
  });
  const { window } = dom;
  window.addEventListener('error', (event) => errors.push(event.error || event.message));
  let stage = 'load';
  // One time limit for the whole route, whatever step it is spent in.
  const deadline = Date.now() + request.routeMs;
  const step = (promise) =>
    withTimeout(
      Promise.resolve(promise),
      Math.max(0, deadline - Date.now()),
      `${stage} did not settle within the route's ${request.routeMs} ms`,
    );
  try {
    new vm.Script(WINDOW_RUNTIME, { filename: 'federation-runtime.js' }).runInContext(dom.getInternalVMContext());
    const host = window.__SURVEY_SMOKE_HOST__.createInstance({
      name: 'survey_smoke',
      remotes: [{ name: request.federationName, entry: `${ORIGIN}${base}remoteEntry.js` }],
      shared: {},
      shareStrategy: 'loaded-first',
    });
    const exposed = await step(host.loadRemote(`${request.federationName}/app`));
    if (!isLifecycles(exposed)) throw new Error('./app does not export the single-spa lifecycles (bootstrap, mount, unmount)');
    if (typeof exposed.preload === 'function') await step(exposed.preload(route.url));
    const platform = await step(makePlatform(window, host));
    const element = window.document.querySelector('.area-mount');
    const props = { name: request.area, domElement: element, platform, hydrate: false, onAreaError: (error) => errors.push(error) };
    stage = 'bootstrap';
    await step(exposed.bootstrap(props));
    stage = 'mount';
    await step(exposed.mount(props));
    stage = 'first render';
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    if (errors.length) throw errors[0];
    return { path: route.path, url: route.url, ok: true };
  } catch (error) {
    // An error the page saw first (a screen's render) is the cause of a mount that then failed.
    return { path: route.path, url: route.url, ok: false, stage, message: describe(errors.length ? errors[0] : error) };
  } finally {
    window.close();
  }
}

async function main() {
  const request = JSON.parse(fs.readFileSync(0, 'utf8'));
  const results = [];
  for (const route of request.routes) {
    // Said first: a route whose code never returns (a loop) gets the child killed, and the parent
    // names the route from this line.
    answer(`${JSON.stringify({ started: route.path })}\n`);
    results.push(await mountRoute(request, route));
  }
  // A page's timers may still run: the answer is complete, so the child ends after writing it.
  answer(`${JSON.stringify({ results })}\n`, () => process.exit(0));
}

main().catch((error) => answer(`${JSON.stringify({ error: describe(error) })}\n`, () => process.exit(1)));
