module.exports = require('@survey/tooling/webpack').createConfig({ dir: __dirname, kind: 'shell', port: 8081 });
