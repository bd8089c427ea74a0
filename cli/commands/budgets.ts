import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { pagesOf } from '../../src/pages/routes.ts';
import { serveCountry } from '../audit/serve-country.ts';
import { budgetProblems, formatBudgetTable, missingVitals, type MeasuredPage } from '../build/budget-check.ts';
import { PAGE_BUDGETS } from '../build/budgets.ts';
import { assetFile, INLINE_SCRIPT_NAME } from '../build/page-scripts.ts';
import { gzipSize, pageWeight, type PageAsset } from '../build/page-weight.ts';
import { readBuildManifest, reachableScripts } from '../budgets/on-demand-scripts.ts';
import { untouchedScripts } from '../budgets/untouched-scripts.ts';
import { CHROMIUM_PATH } from '../chromium-flags.ts';
import { CliError } from '../../validation/errors.ts';
import { displayPath } from '../../validation/paths.ts';
import { launchChromium } from '../screenshots/capture.ts';
import { loadValidCountries, requireSelection, type CountrySelection } from '../valid-countries.ts';
import { countryOutDir } from '../vite/vite-config.ts';

export interface BudgetsOptions extends CountrySelection {
  outDir: string;
}

async function openBrowser(): Promise<Browser> {
  try {
    return await launchChromium();
  } catch (error) {
    throw new CliError(`could not start Chromium (${CHROMIUM_PATH}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

/** A script's address as the budget table shows it: its path on the shop's own origin, the whole address on another; an inline script by its name. */
function shownAddress(url: string, origin: string): string {
  if (url === INLINE_SCRIPT_NAME) return url;
  const address = new URL(url);
  return address.origin === new URL(origin).origin ? address.pathname : url;
}

/** Each page of a built country, served with the reference services and opened untouched in Chromium. */
async function measureCountry(browser: Browser, config: CountryConfig, countries: readonly CountryConfig[], siteDir: string): Promise<MeasuredPage[]> {
  const manifest = readBuildManifest(siteDir);
  const served = await serveCountry(config, countries, siteDir);
  try {
    const pages: MeasuredPage[] = [];
    for (const route of pagesOf(config)) {
      const loaded = await untouchedScripts(browser, `${served.origin}${route.path}`);
      const untouched = loaded.map(({ url, gzip }): PageAsset => ({ href: shownAddress(url, served.origin), kind: 'js', gzip }));
      const loadedFiles = new Set(untouched.map(({ href }) => assetFile(href)));
      const onDemand = reachableScripts(manifest, route.html)
        .filter((file) => !loadedFiles.has(file))
        .map((file): PageAsset => ({ href: file, kind: 'js', gzip: gzipSize(readFileSync(join(siteDir, file))) }));
      pages.push({ code: config.code, path: route.path, upFront: pageWeight(siteDir, route.html).assets, untouched, onDemand, budget: PAGE_BUDGETS[route.entry] });
    }
    return pages;
  } finally {
    await served.close();
  }
}

/**
 * Weighs what each built page loads: up front, as its HTML names it, and in all without
 * interaction, as Chromium loads it from `serve`. Fails when a page is over a budget.
 */
export async function budgetsCommand(options: BudgetsOptions): Promise<void> {
  requireSelection(options);
  const countries = await loadValidCountries(options);
  const built = countries.map((config) => {
    const siteDir = countryOutDir(resolve(options.outDir), config);
    if (!existsSync(siteDir)) throw new CliError(`${config.code} has no build in ${displayPath(siteDir)}; run storefront build --country ${config.code} first`);
    return { config, siteDir };
  });
  const browser = await openBrowser();
  const pages: MeasuredPage[] = [];
  try {
    for (const { config, siteDir } of built) pages.push(...(await measureCountry(browser, config, countries, siteDir)));
  } finally {
    await browser.close();
  }
  console.log(formatBudgetTable(pages));
  const problems = [...budgetProblems(pages), ...missingVitals(pages)];
  if (problems.length > 0) throw new CliError([`${problems.length} over budget (gzip, 1 KB = 1,024 bytes):`, ...problems.map((line) => `  ${line}`)].join('\n'));
  console.log(`every page is within its budget (gzip, 1 KB = 1,024 bytes)`);
}
