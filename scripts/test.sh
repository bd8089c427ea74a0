#!/usr/bin/env bash
# Every check and test, in the order that fails fastest; installs what the tests need first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser

step() { printf '\n==> %s\n' "$*"; }

step "type check"
npx tsc --noEmit -p tsconfig.json
step "no import circles in cli, src and services"
npm run --silent check:cycles
step "generated types are current"
node bin/storefront.js generate --check
step "country data is valid"
node bin/storefront.js validate
step "unit, component and CLI tests"
npx vitest run --project app --project cli --project lighthouse
step "build every country, through the release gate (no text in another language)"
node bin/storefront.js build --all --release
step "size budgets of every page (initial JavaScript and CSS, gzip)"
node bin/storefront.js budgets --all
step "bundle checks (each country's bundle holds only its own data and locale)"
npx vitest run --project bundles
step "browser tests in Chromium"
npx playwright test
step "the DE, CH and CH_FR builds on a real nginx as the release guide sets it up (CH at / and CH_FR at /fr/ on one host, storefront services behind it): the same answers as serve, a visit in each shop end to end, robots.txt and sitemaps"
npx playwright test -c e2e/nginx/playwright.config.ts
