#!/usr/bin/env bash
# README line 2: set up and run every test: lint, types, unit and store tests, the API
# suite on a real PostgreSQL server and what differs by engine on PGlite, every story in
# Chromium with axe and screenshots, and the end-to-end journeys against the built product.
#
# The suites are independent, so they run in two lanes side by side (CI has 2 cores and
# much of a browser test is waiting): "checks" holds lint, types, the Node suites and the
# stories; "product" builds the product, syncs it into the store apps' native projects,
# walks the journeys and checks the packed ui package in an example site. The lanes are
# kept about even (the run takes as long as the longer one). Each line is prefixed with
# its lane; the run fails when either lane fails, and says which.
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$REPO_ROOT"
export TZ=UTC
started=$SECONDS
step() { log "$1 ($((SECONDS - started)) s)"; }

ensure_pnpm
ensure_chromium
install_dependencies

checks_lane() {
  step "Lint"
  pnpm lint
  step "Typecheck"
  pnpm typecheck
  step "The ui package's public API matches its report (packages/ui/etc/)"
  pnpm --filter @planmywalk/ui api:check
  step "Unit and store tests, and the API tests that differ by engine, on PGlite (vitest.config.ts)"
  pnpm test:rules-and-engine
  step "Every API test on a real PostgreSQL server"
  bash scripts/with-postgres.sh pnpm test:api
  step "Build Storybook"
  pnpm build-storybook
  step "Publish Storybook to Chromatic (only with CHROMATIC_PROJECT_TOKEN)"
  pnpm chromatic
  step "Story tests in Chromium (axe + screenshot baselines)"
  pnpm test:stories
  step "Checks lane passed"
}

product_lane() {
  step "Build the web app"
  pnpm build
  step "First-load JavaScript within its budgets (apps/web/size-budgets.json)"
  pnpm size:web
  step "Store apps: cap sync copies the build into the Android and iOS projects"
  bash scripts/check-cap-sync.sh
  step "End-to-end journeys in Chromium"
  pnpm test:e2e
  step "The ui package: packed, installed into examples/ui-consumer, built and checked in Chromium"
  pnpm test:ui-package
  step "Product lane passed"
}

# Each lane's output is also kept in .data/test-logs/<lane>.log, so a failed run can end
# with a digest of what failed: CI may show only the last lines of a long run.
LOG_DIR="$REPO_ROOT/.data/test-logs"
mkdir -p "$LOG_DIR"

# Runs a lane in the background with its name in front of every line; `set -e` holds
# inside the subshell, and pipefail hands its status to `wait`.
run_lane() {
  local name=$1
  ( set -euo pipefail; "${name}_lane" ) 2>&1 | sed -u "s/^/[$name] /" | tee "$LOG_DIR/$name.log" &
}

# The failing step, the failing tests' lines and the lane's last lines, without colours.
failure_digest() {
  local name=$1 log="$LOG_DIR/$1.log" clean
  clean=$(sed 's/\x1b\[[0-9;]*m//g' "$log")
  log "What failed in the $name lane (whole output: .data/test-logs/$name.log)"
  printf '%s\n' "$clean" | grep -a '==> ' | tail -n 1 || true
  printf '%s\n' "$clean" | grep -aE '✘|×|FAIL|AssertionError|Error:|Unhandled|Timed out|timed out|failed|flaky' | grep -av 'failed=0' | head -n 80 || true
  log "The $name lane's last lines"
  printf '%s\n' "$clean" | tail -n 40
}

run_lane checks
checks_pid=$!
run_lane product
product_pid=$!

failed=()
wait "$checks_pid" || failed+=(checks)
wait "$product_pid" || failed+=(product)

if [ ${#failed[@]} -gt 0 ]; then
  for name in "${failed[@]}"; do failure_digest "$name"; done
  log "Failed lane(s): ${failed[*]} ($((SECONDS - started)) s); search the output for [${failed[0]}]"
  exit 1
fi
step "All tests passed"
