#!/usr/bin/env bash
# `npm test` / `pnpm test` once scripts/bootstrap.mjs has set up pnpm, the workspace and Chromium:
# lint, type-check, every package's jest suite alone, the API suite on PostgreSQL, then the whole site in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== lint"; pnpm -s lint
echo "== typecheck"; pnpm -s typecheck
echo "== unit, component and API suites (one package at a time)"
pnpm -r --workspace-concurrency=1 --filter '!@survey/e2e' --filter '!survey-platform' run test
echo "== the API suite again on PostgreSQL (races and limits that PGlite cannot show)"; pnpm exec tsx scripts/test-api-postgres.ts
echo "== build (stale packages only)"; pnpm exec tsx scripts/build-if-stale.ts
echo "== end-to-end in Chromium"; pnpm --filter @survey/e2e test
