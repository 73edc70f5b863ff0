module.exports = require('@survey/tooling/eslint');
