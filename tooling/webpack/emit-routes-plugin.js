// Emits the area's route table as routes.json next to its mf-manifest.json, so the release
// registry can put it in the live manifest and the shell can route before loading the area.
const { loadRoutes } = require('./load-routes');

class EmitRoutesPlugin {
  /** @param {{ dir: string, area: string, version: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitRoutesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { dir, area, version } = this.options;
          const routes = loadRoutes(dir);
          const body = JSON.stringify({ area, version, routes }, null, 2);
          compilation.emitAsset('routes.json', new RawSource(body));
        },
      );
      compilation.fileDependencies.add(require('node:path').join(this.options.dir, 'src', 'routes.ts'));
    });
  }
}

module.exports = { EmitRoutesPlugin };
