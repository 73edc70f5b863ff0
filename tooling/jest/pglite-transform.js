// PGlite's CommonJS build loads Node built-ins with dynamic import(), which jest's VM refuses
// without --experimental-vm-modules. Rewrite those (built-in names only) to require().
const BUILTIN_IMPORT = /\bimport\((["'])((?:node:)?[a-z_/]+)\1\)/g;

module.exports = {
  process(source) {
    // (emscripten code declares its own local `require`, so keep a handle on the module's one)
    const code = source.replace(BUILTIN_IMPORT, 'Promise.resolve().then(() => __pgliteRequire($1$2$1))');
    return { code: `const __pgliteRequire = require;${code}` };
  },
  getCacheKey(source) {
    return require('node:crypto').createHash('sha1').update('pglite-transform-v2').update(source).digest('hex');
  },
};
