// Emits what the release registry needs beside a build: build.json (what the build is and
// which contract and shared versions it was made against) and, for areas, routes.json, so the
// shell can route, title and guard before it downloads any area code.
const fs = require('node:fs');
const path = require('node:path');
const { loadContract, loadRoutes } = require('./load-routes');
const { federationName, sharedSingletons } = require('./shared-singletons');

class EmitBuildInfoPlugin {
  /** @param {{ dir: string, kind: 'shell' | 'area' }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { dir, kind } = this.options;
    const folder = path.basename(dir);
    compiler.hooks.thisCompilation.tap('EmitBuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitBuildInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
          const shared = Object.fromEntries(
            Object.entries(sharedSingletons(dir)).map(([name, config]) => [
              name,
              { version: config.version, requiredVersion: config.requiredVersion },
            ]),
          );
          const info = {
            kind,
            ...(kind === 'area' ? { area: folder, federationName: federationName(folder) } : {}),
            packageVersion: pkg.version,
            platformApiVersion: loadContract().PLATFORM_API_VERSION,
            shared,
          };
          compilation.emitAsset('build.json', new RawSource(JSON.stringify(info, null, 2)));
          if (kind === 'area') {
            const routes = loadRoutes(dir);
            compilation.emitAsset('routes.json', new RawSource(JSON.stringify({ area: folder, version: pkg.version, routes }, null, 2)));
          }
        },
      );
      if (kind === 'area') compilation.fileDependencies.add(path.join(dir, 'src', 'routes.ts'));
    });
  }
}

module.exports = { EmitBuildInfoPlugin };
