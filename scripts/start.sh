#!/usr/bin/env bash
# The main job: install, build the German storefront and serve it on http://127.0.0.1:4173/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec node bin/storefront.js serve --country "${COUNTRY:-DE}" --port "${PORT:-4173}" --dev-tools
