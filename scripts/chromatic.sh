#!/usr/bin/env bash
# Publishes the static Storybook (storybook-static/, from `pnpm build-storybook`) to the
# council's Chromatic project for designers' review, with chromatic.config.json. Runs
# only where CHROMATIC_PROJECT_TOKEN is set (the council's CI secret); without it, says
# so in one line and succeeds, so forks and local runs need no account.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "Chromatic: skipped (CHROMATIC_PROJECT_TOKEN is not set)"
  exit 0
fi
if [ ! -f storybook-static/index.json ]; then
  echo "Chromatic: storybook-static/ is missing; run pnpm build-storybook first" >&2
  exit 1
fi
pnpm exec chromatic --config-file chromatic.config.json
