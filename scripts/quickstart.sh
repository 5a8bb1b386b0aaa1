#!/usr/bin/env bash
# README line 1: set up and start the whole product (API + built web app on one port,
# embedded PostgreSQL (PGlite) in $DATA_DIR, DOC data seeded on first start, dev mailbox).
# The API runs as the bundle built here (node apps/api/dist/main.js), not through tsx.
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$REPO_ROOT"
ensure_pnpm
install_dependencies
log "Building the web app and the API"
pnpm build
log "Starting Plan My Walk on http://localhost:${PORT:-8080}"
exec pnpm start
