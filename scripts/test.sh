#!/usr/bin/env bash
# Every test: typecheck, unit and integration (Vitest), then end-to-end (Playwright) against
# the production build. Stops at the first failing stage and exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
stage() { printf '\n=== %s ===\n' "$1"; }

stage "Format"; npx prettier --check --log-level warn "**/*.{ts,tsx,js,mjs,cjs,css}"
stage "Chromium and poppler-utils"; bash scripts/ensure-browser-tools.sh
stage "Seed dataset"; npm run -s seed:build
mkdir -p .cache
stage "Studio dependencies"; npm ci --prefix cms-schema --no-audit --no-fund
stage "Studio types and schema drift"; npm run -s studio:check
stage "Typecheck"; npx tsc --noEmit -p .
# The form storage tests run on PGlite and, when a PostgreSQL server can be had, on it too.
stage "Unit and integration tests"; WITH_POSTGRES_OPTIONAL=1 bash scripts/with-postgres.sh npx vitest run
stage "Studio build"; npm run -s studio:build > .cache/studio-build.log 2>&1 || { cat .cache/studio-build.log; exit 1; }
stage "Studio smoke (Chromium)"; npx tsx cms-schema/scripts/smoke.ts
stage "Production build"; npx remix vite:build > .cache/build.log 2>&1 || { cat .cache/build.log; exit 1; }
# The server attacked and starved on loopback (tests/faults): a few minutes, ports E2E_PORT_BASE+40…49.
# The several-instances test needs a PostgreSQL server; without one it is skipped and said so.
stage "Fault tests"; WITH_POSTGRES_OPTIONAL=1 bash scripts/with-postgres.sh npm run -s test:faults
stage "End-to-end tests (Chromium)"; npx playwright test
