#!/usr/bin/env bash
# Installs what the kit needs on a fresh Debian machine with Node 20:
#   scripts/setup.sh            npm packages (only when package-lock.json changed since the last install)
#   scripts/setup.sh --browser  also Debian's Chromium and its headless shell, nginx, nginx's brotli module and
#                               xmllint for the browser tests, those that are missing
set -euo pipefail
cd "$(dirname "$0")/.."

lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
stamp=node_modules/.storefront-installed-lock
if [ "$(cat "$stamp" 2>/dev/null)" != "$lock_hash" ]; then
  echo "==> npm ci"
  npm ci --no-audit --no-fund
  echo "$lock_hash" > "$stamp"
fi
# The CLI compiled ahead of time (bin/compiled-cli.js), so that the first command answers at once too.
node bin/storefront.js --help > /dev/null

# Debian packages the browser tests need, each named by the file that shows it is there: Chromium
# (for audit and screenshots) and its headless shell (for the tests, a third faster), nginx with its brotli module for the suite that serves a build as a static host does, and
# xmllint, which reads each shop's sitemap there as a search engine's parser would.
missing_packages() {
  command -v chromium >/dev/null 2>&1 || echo chromium
  command -v chromium-headless-shell >/dev/null 2>&1 || echo chromium-headless-shell
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || echo nginx
  [ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || echo libnginx-mod-http-brotli-static
  command -v xmllint >/dev/null 2>&1 || echo libxml2-utils
}

if [ "${1:-}" = "--browser" ]; then
  missing=$(missing_packages | tr '\n' ' ')
  if [ -n "${missing// /}" ]; then
    if [ "$(id -u)" -ne 0 ]; then
      echo "Missing Debian packages ($missing) and installing them needs root: run 'apt-get install $missing' as root, or this script with sudo." >&2
      exit 1
    fi
    echo "==> apt-get install $missing"
    apt-get update
    # shellcheck disable=SC2086 # one word per package
    DEBIAN_FRONTEND=noninteractive apt-get install -y $missing
  fi
fi
