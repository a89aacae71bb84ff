#!/usr/bin/env bash
# Every test: typecheck, unit and integration (Vitest), then end-to-end (Playwright) against
# the production build. Stops at the first failing stage and exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
stage() { printf '\n=== %s ===\n' "$1"; }

stage "Chromium"; bash scripts/ensure-chromium.sh
stage "Seed dataset"; npm run -s seed:build
stage "Typecheck"; npx tsc --noEmit -p .
stage "Unit and integration tests"; npx vitest run
mkdir -p .cache
stage "Production build"; npx remix vite:build > .cache/build.log 2>&1 || { cat .cache/build.log; exit 1; }
stage "End-to-end tests (Chromium)"; npx playwright test
