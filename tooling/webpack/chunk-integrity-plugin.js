// Subresource integrity for every chunk a runtime loads (webpack-subresource-integrity: each
// runtime carries `__webpack_require__.sriHashes` and its script loader sets `integrity`), made to
// work with Module Federation: the federation plugins leave chunks that hold only share and
// consume modules and emit no file, whose hash placeholders would never be filled in (the
// plugin then fails the build). The runtime never loads those chunks as scripts, so their
// entries are dropped from the hash table.
const { SubresourceIntegrityPlugin } = require('webpack-subresource-integrity');

const SRI_HASHES = '__webpack_require__.sriHashes = ';

class ChunkIntegrityPlugin {
  apply(compiler) {
    new SubresourceIntegrityPlugin().apply(compiler);
    const { chunkHasJs } = compiler.webpack.javascript.JavascriptModulesPlugin;
    // After webpack-subresource-integrity's own localVars tap (it registers at stage -10000).
    compiler.hooks.thisCompilation.tap('ChunkIntegrityPlugin', (compilation) => {
      compilation.mainTemplate.hooks.localVars.tap('ChunkIntegrityPlugin', (source) => {
        const start = source.lastIndexOf(SRI_HASHES);
        if (start < 0) return source;
        const end = source.indexOf(';', start);
        const hashes = JSON.parse(source.slice(start + SRI_HASHES.length, end));
        const withoutJs = new Set(
          Array.from(compilation.chunks)
            .filter((chunk) => chunk.id !== null && !chunkHasJs(chunk, compilation.chunkGraph))
            .map((chunk) => String(chunk.id)),
        );
        const loadable = Object.fromEntries(Object.entries(hashes).filter(([id]) => !withoutJs.has(id)));
        return `${source.slice(0, start)}${SRI_HASHES}${JSON.stringify(loadable)}${source.slice(end)}`;
      });
    });
  }
}

module.exports = { ChunkIntegrityPlugin };
