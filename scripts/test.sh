#!/usr/bin/env bash
# `npm test`: everything CI checks, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/playwright*.json  # the summary adds up every Playwright report it finds

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "Type check";            npx tsc --noEmit
step "Lint";                  npx eslint --max-warnings 0 .
step "OpenAPI types fresh";   node scripts/openapi-check.mjs
step "Unit and integration (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
step "Production build";      node_modules/.bin/tsx scripts/build-for-tests.ts
step "Bundle budget";         node scripts/bench/bundle-budget.mjs
step "End-to-end (Playwright)"
node scripts/e2e.mjs
step "Summary";               node scripts/test-summary.mjs
