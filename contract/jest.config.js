module.exports = require('@survey/tooling/jest').preset(__dirname);
