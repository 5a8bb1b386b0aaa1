# Shared by the quick-start scripts. A fresh machine has Node 20 and npm only:
# everything else the project needs is installed from here, never by hand.
set -euo pipefail

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PNPM_VERSION="12.21.0"

log() { printf '\033[1m==> %s\033[0m\n' "$*"; }

# pnpm 12 from the npm registry (corepack cannot verify it here), kept inside the repo
# so no global install or root is needed.
ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version)" = "$PNPM_VERSION" ]; then return; fi
  local prefix="$REPO_ROOT/.tools"
  if [ ! -x "$prefix/node_modules/.bin/pnpm" ] || [ "$("$prefix/node_modules/.bin/pnpm" --version)" != "$PNPM_VERSION" ]; then
    log "Installing pnpm $PNPM_VERSION into .tools/"
    npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >/dev/null
  fi
  export PATH="$prefix/node_modules/.bin:$PATH"
}

# Run a command as root: directly when we are root, through sudo otherwise.
as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

APT_UPDATED=0
apt_install() {
  if [ "$APT_UPDATED" = 0 ]; then as_root apt-get update -qq; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

# Debian's Chromium: browser tests cannot download a browser of their own here.
# The fonts are part of the screenshot baselines, so they are pinned with it.
ensure_chromium() {
  if [ -x /usr/bin/chromium ] && [ -d /usr/share/fonts/truetype/dejavu ]; then return; fi
  log "Installing Chromium from Debian (about a minute)"
  apt_install chromium fonts-dejavu-core fonts-liberation
}

install_dependencies() {
  log "Installing dependencies (pnpm install --frozen-lockfile)"
  (cd "$REPO_ROOT" && pnpm install --frozen-lockfile --reporter=append-only | tail -n 5)
}
