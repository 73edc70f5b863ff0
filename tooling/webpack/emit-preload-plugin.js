// Emits preload.json beside a build: which script files a page needs before it can render, so
// the site server can hint them in index.html (release/src/pages). Chunks only, no hashes: the
// integrity of each file comes from the release's release.json.
//   shell: { boot: [files of `import('./boot/bootstrap')` and the shared modules it consumes],
//            shared: { <share key>: [files] } } — every shared module the shell provides: the
//            shell registers its share scope first, so a page loads those from the shell's files
//   area:  { app: [files of the './app' expose], screens: { <route name>: [files] },
//            shared: { <share key>: [files] } }; each need lists the share keys it consumes
const fs = require('node:fs');
const path = require('node:path');

/** `name: expr,` rows of the screens object, with helpers (`const x = () => import(…)`) resolved. */
function screenRequests(source) {
  const helpers = new Map();
  for (const match of source.matchAll(/const\s+(\w+)\s*=([\s\S]*?);\n/g)) {
    const request = /import\(\s*'([^']+)'\s*\)/.exec(match[2]);
    if (request) helpers.set(match[1], request[1]);
  }
  const block = /screens:\s*\{([\s\S]*?)\n\s*\},?\n/.exec(source);
  const screens = {};
  if (!block) return screens;
  for (const row of block[1].matchAll(/^\s*(?:'([^']+)'|(\w+)):\s*(.+?),?\s*$/gm)) {
    const name = row[1] ?? row[2];
    const expr = row[3];
    const direct = /import\(\s*'([^']+)'\s*\)/.exec(expr);
    const viaHelper = (expr.match(/\w+/g) ?? []).map((word) => helpers.get(word)).find(Boolean);
    const request = direct ? direct[1] : viaHelper;
    if (request) screens[name] = request;
  }
  return screens;
}

/** The entry module of the screens table (areas) and of the shell's async boot. */
const SCREENS_MODULE = path.join('src', 'app', 'area.tsx');
const BOOT_REQUEST = './boot/bootstrap';

class EmitPreloadPlugin {
  /** @param {{ dir: string, kind: 'shell' | 'area' }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { dir, kind } = this.options;
    const screensFile = path.join(dir, SCREENS_MODULE);
    compiler.hooks.thisCompilation.tap('EmitPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitPreloadPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const { chunkGraph } = compilation;
          /** Script files and the share keys its chunks consume, for one chunk group. */
          const need = (group) => {
            const files = new Set();
            const consumes = new Set();
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
              for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                if (module.constructor.name === 'ConsumeSharedModule') consumes.add(module.options.shareKey);
              }
            }
            return { files: [...files], consumes: [...consumes] };
          };
          const byRequest = new Map();
          // A shared module loads through the share scope, i.e. from the chunks of the package that
          // provides it (the consume fallback's chunks only when nothing provides it).
          const provided = {};
          const fallbacks = {};
          let app = null;
          for (const group of compilation.chunkGroups) {
            for (const origin of group.origins) {
              const type = origin.module?.constructor?.name;
              if (type === 'ProvideSharedModule') provided[origin.module._name] = need(group);
              else if (type === 'ConsumeSharedModule') fallbacks[origin.module.options.shareKey] = need(group);
              else if (type === 'ContainerEntryModule') app = need(group);
              else if (origin.request && origin.module?.resource) byRequest.set(`${origin.module.resource}|${origin.request}`, need(group));
            }
          }
          const sharedNeed = (key) => provided[key] ?? fallbacks[key];
          /** The share keys a need consumes, and those its shared modules consume in turn. */
          const withConsumes = ({ files, consumes }) => {
            const keys = new Set(consumes);
            for (const key of keys) for (const next of sharedNeed(key)?.consumes ?? []) keys.add(next);
            return { files, consumes: [...keys] };
          };
          let preload;
          if (kind === 'shell') {
            const boot = withConsumes(byRequest.get(`${path.join(dir, 'src', 'index.ts')}|${BOOT_REQUEST}`) ?? { files: [], consumes: [] });
            // The shell provides the shared modules it consumes: their chunks load at boot too.
            const files = new Set(boot.files);
            for (const key of boot.consumes) for (const file of sharedNeed(key)?.files ?? []) files.add(file);
            const shared = Object.fromEntries(Object.entries(provided).map(([key, provides]) => [key, provides.files]));
            preload = { boot: [...files], consumes: boot.consumes, shared };
          } else {
            const requests = fs.existsSync(screensFile) ? screenRequests(fs.readFileSync(screensFile, 'utf8')) : {};
            const screens = {};
            for (const [name, request] of Object.entries(requests)) {
              const found = byRequest.get(`${screensFile}|${request}`);
              if (found) screens[name] = withConsumes(found);
            }
            const keys = new Set([...Object.keys(provided), ...Object.keys(fallbacks)]);
            const shared = Object.fromEntries([...keys].map((key) => [key, sharedNeed(key).files]));
            preload = { app: app && withConsumes(app), screens, shared };
          }
          compilation.emitAsset('preload.json', new RawSource(JSON.stringify(preload, null, 2)));
        },
      );
    });
  }
}

module.exports = { EmitPreloadPlugin, screenRequests };
