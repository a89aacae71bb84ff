#!/usr/bin/env bash
# Every test: format and lint, typecheck, unit and integration (Vitest), then end-to-end (Playwright) against
# the production build. Stops at the first failing stage and exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each stage's duration is printed at the end, also when a stage fails.
STAGES=()
stage_name=""
stage_start=0
finish_stage() {
  if [[ -n "$stage_name" ]]; then STAGES+=("$(printf '%6ds  %s' $((SECONDS - stage_start)) "$stage_name")"); fi
}
stage() {
  finish_stage
  stage_name="$1"
  stage_start=$SECONDS
  printf '\n=== %s ===\n' "$1"
}
summary() {
  local status=$?
  finish_stage
  stage_name=""
  printf '\n=== Durations (%s) ===\n' "$([[ $status -eq 0 ]] && echo passed || echo "failed at the last stage")"
  printf '%s\n' "${STAGES[@]}"
  printf '%6ds  total\n' "$SECONDS"
}
trap summary EXIT

stage "Format"; npx prettier --check --log-level warn "**/*.{ts,tsx,js,mjs,cjs,css}"
stage "Lint"; npm run -s lint
stage "Chromium, poppler-utils and openssl"; bash scripts/ensure-browser-tools.sh
stage "Seed dataset"; npm run -s seed:build
mkdir -p .cache
stage "Studio dependencies"; npm ci --prefix cms-schema --no-audit --no-fund
stage "Studio types and schema drift"; npm run -s studio:check
stage "Typecheck"; npx tsc --noEmit -p .
# The form storage tests run on PGlite and, when a PostgreSQL server can be had, on it too.
stage "Unit and integration tests"; WITH_POSTGRES_OPTIONAL=1 bash scripts/with-postgres.sh npx vitest run
stage "Studio build"; npm run -s studio:build > .cache/studio-build.log 2>&1 || { cat .cache/studio-build.log; exit 1; }
stage "Production build"; npx remix vite:build > .cache/build.log 2>&1 || { cat .cache/build.log; exit 1; }
# The smoke publishes a guide from the Studio and reads it on the site's build.
stage "Studio smoke (Chromium)"; npx tsx cms-schema/scripts/smoke.ts
# The server attacked and starved on loopback (tests/faults): a few minutes, ports E2E_PORT_BASE+40…49.
# The several-instances test needs a PostgreSQL server; without one it is skipped and said so.
stage "Fault tests"; WITH_POSTGRES_OPTIONAL=1 bash scripts/with-postgres.sh npm run -s test:faults
stage "End-to-end tests (Chromium)"; npx playwright test
