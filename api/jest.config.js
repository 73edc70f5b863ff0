// Each API test file starts a real server on a fresh database; on a loaded 2-core machine that
// alone can take longer than the preset's 15 s, so hooks and tests here get a minute.
module.exports = require('@survey/tooling/jest').preset(__dirname, { environment: 'node', testTimeout: 60_000 });
