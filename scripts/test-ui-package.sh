#!/usr/bin/env bash
# The component library as an outside site gets it: packs @planmywalk/ui (its prepack
# builds it, checks the API report and the dist), installs the tarball into
# examples/ui-consumer with npm and only the npm registry (the example is outside the
# pnpm workspace), typechecks and builds the example, prints the package's sizes and
# checks the built page in Chromium. Needs `pnpm install` and Chromium (test-all.sh).
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$REPO_ROOT"

pack_dir=$(mktemp -d)
trap 'rm -rf "$pack_dir"' EXIT

log "Pack @planmywalk/ui (build, API report check, dist check)"
pnpm --filter @planmywalk/ui pack --pack-destination "$pack_dir" | grep -vE '^(dist/|package\.json|README\.md)'
tarball=$(ls "$pack_dir"/*.tgz)
mkdir "$pack_dir/unpacked"
tar -xzf "$tarball" -C "$pack_dir/unpacked"

log "Install the tarball into examples/ui-consumer (npm, registry only)"
cd examples/ui-consumer
npm ci --no-audit --no-fund --loglevel=error
npm install --no-save --no-audit --no-fund --loglevel=error "$tarball"
log "Typecheck and build the example against the packed types and code"
npm run --silent typecheck
npm run --silent build -- --logLevel error
cd "$REPO_ROOT"

pnpm exec tsx scripts/ui-package-size.ts "$tarball" "$pack_dir/unpacked/package" examples/ui-consumer/dist

log "Check the example in Chromium"
pnpm exec playwright test -c examples/ui-consumer/playwright.config.ts
