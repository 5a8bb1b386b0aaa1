#!/usr/bin/env bash
# README line 2: set up and run every test: lint, types, unit and API tests (PGlite and
# a real PostgreSQL server), every story in Chromium with axe and screenshots, and the
# end-to-end journeys against the built product.
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$REPO_ROOT"
export TZ=UTC
started=$SECONDS
step() { log "$1 ($((SECONDS - started)) s)"; }

ensure_pnpm
ensure_chromium
install_dependencies

step "Lint"
pnpm lint
step "Typecheck"
pnpm typecheck
step "Unit and API tests on PGlite"
pnpm test
step "API tests on a real PostgreSQL server"
bash scripts/with-postgres.sh pnpm test:api
step "Build the web app"
pnpm build
step "First-load JavaScript within its budgets (apps/web/size-budgets.json)"
pnpm size:web
step "Story tests in Chromium (axe + screenshot baselines)"
pnpm test:stories
step "Build Storybook"
pnpm build-storybook
step "End-to-end journeys in Chromium"
pnpm test:e2e
step "All tests passed"
