module.exports = require('./jest/preset').preset(__dirname, { environment: 'node' });
