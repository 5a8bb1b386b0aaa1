#!/usr/bin/env bash
# The store apps' quick check (CI's product lane): `pnpm cap:sync` (web build, then
# `cap sync` for Android and iOS) runs without the Android SDK, Xcode or CocoaPods, and
# both native projects then hold the web build as built: the same index.html, every
# file of apps/web/dist, and the Capacitor config. Building the apps needs the SDKs
# (README, "Store apps").
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$REPO_ROOT"

pnpm cap:sync

dist=apps/web/dist
native_public=(
  apps/mobile/android/app/src/main/assets/public
  apps/mobile/ios/App/App/public
)
native_configs=(
  apps/mobile/android/app/src/main/assets/capacitor.config.json
  apps/mobile/ios/App/App/capacitor.config.json
)

failed=0
for public in "${native_public[@]}"; do
  if ! diff -rq "$dist" "$public" >/dev/null 2>&1; then
    # cap sync adds its own bridge scripts to the copy; every file of the build must be there unchanged.
    missing=$(cd "$dist" && find . -type f | while read -r file; do cmp -s "$file" "$REPO_ROOT/$public/$file" || echo "$file"; done)
    if [ -n "$missing" ]; then
      echo "$public lacks or differs in:" >&2
      echo "$missing" | head -n 20 >&2
      failed=1
    fi
  fi
done
for config in "${native_configs[@]}"; do
  if ! grep -q '"appId": "nz.planmywalk.app"' "$config" 2>/dev/null; then
    echo "$config is missing or does not name nz.planmywalk.app" >&2
    failed=1
  fi
done
[ "$failed" = 0 ] || exit 1
files=$(find "$dist" -type f | wc -l)
log "Both native projects hold the web build ($files files) and the Capacitor config"
