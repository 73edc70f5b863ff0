module.exports = require('@survey/tooling/webpack').createConfig({ dir: __dirname, kind: 'area', port: 3006 });
