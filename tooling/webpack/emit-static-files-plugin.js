// Copies a package's src/static files, as they are, to the root of its build (the shell's site
// icons: /favicon.ico must be at the site root, and the site server serves the live shell's files).
const fs = require('node:fs');
const path = require('node:path');

class EmitStaticFilesPlugin {
  /** @param {{ dir: string }} options the folder whose files are copied */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { dir } = this.options;
    compiler.hooks.thisCompilation.tap('EmitStaticFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitStaticFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of fs.readdirSync(dir)) {
            const file = path.join(dir, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
          }
        },
      );
      compilation.contextDependencies.add(dir);
    });
  }
}

module.exports = { EmitStaticFilesPlugin };
