module.exports = require('@survey/tooling/jest').preset(__dirname, { environment: 'node', testTimeout: 180000 });
