#!/usr/bin/env bash
# Installs what the kit needs on a fresh Debian machine with Node 20:
#   scripts/setup.sh            npm packages (only when package-lock.json changed since the last install)
#   scripts/setup.sh --browser  also Debian's Chromium for the browser tests, when it is missing
set -euo pipefail
cd "$(dirname "$0")/.."

lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
stamp=node_modules/.storefront-installed-lock
if [ "$(cat "$stamp" 2>/dev/null)" != "$lock_hash" ]; then
  echo "==> npm ci"
  npm ci --no-audit --no-fund
  echo "$lock_hash" > "$stamp"
fi

if [ "${1:-}" = "--browser" ] && ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Chromium is missing and installing it needs root: run 'apt-get install chromium' as root, or this script with sudo." >&2
    exit 1
  fi
  echo "==> apt-get install chromium"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
fi
