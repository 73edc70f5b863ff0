#!/usr/bin/env node
// The operator's `release` command (`pnpm release …`, or `scripts/release …` without pnpm's own
// start-up): runs the compiled CLI, compiling it first when its sources changed since.
const { buildCli, isStale, CLI_BUNDLE } = require('./build-cli.cjs');

if (isStale()) buildCli();
require(CLI_BUNDLE);
