import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { AUDITED_ROUTES, type AuditRow } from '../audit/audit-results.ts';
import { formatAuditTable, formatMissLines } from '../audit/audit-table.ts';
import type { Browser } from '../audit/run-lighthouse.ts';
import { CHROMIUM_PATH } from '../chromium-flags.ts';
import { serveCountry } from '../audit/serve-country.ts';
import { auditSummary } from '../audit/summary-json.ts';
import { summaryPage } from '../audit/summary-page.ts';
import { CliError, UsageError } from '../../validation/errors.ts';
import { displayPath } from '../../validation/paths.ts';
import { shopEntriesOf } from '../shop-entries.ts';
import { loadValidCountries, requireSelection, type CountrySelection } from '../valid-countries.ts';
import { buildCountries, type BuiltCountry } from './build.ts';

export interface AuditOptions extends CountrySelection {
  /** Folder for the full reports, index.html and summary.json. */
  reports: string;
  /** Lighthouse runs per page, as typed; the median run counts. */
  runs: string;
}

const MAX_RUNS = 9;

function parseRuns(text: string): number {
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 1 || runs > MAX_RUNS) throw new UsageError(`--runs must be a whole number from 1 to ${MAX_RUNS}, not "${text}"`);
  return runs;
}

/** A path as typed from the working directory, or absolute when it lies outside it. */
function shownPath(path: string): string {
  const shown = displayPath(path);
  return shown.startsWith('..') ? path : shown;
}

// Lighthouse takes seconds to load: only once the options are known to be right.
async function openBrowser(): Promise<Browser> {
  const { launchBrowser } = await import('../audit/run-lighthouse.ts');
  try {
    return await launchBrowser();
  } catch (error) {
    throw new CliError(`could not start Chromium (${CHROMIUM_PATH}): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Audits the built countries one page at a time: the machines have two cores, and Lighthouse's
 * simulated throttling still reads the main thread's trace, so nothing else may compete with it.
 */
async function auditCountries(
  built: readonly BuiltCountry[],
  configs: readonly CountryConfig[],
  countries: readonly CountryConfig[],
  reportsDir: string,
  runs: number,
): Promise<AuditRow[]> {
  const browser = await openBrowser();
  const { auditPage } = await import('../audit/audit-page.ts');
  const rows: AuditRow[] = [];
  try {
    for (const { code, folder } of built) {
      const served = await serveCountry(configs.find((config) => config.code === code)!, countries, folder);
      const countryRows: AuditRow[] = [];
      try {
        for (const route of AUDITED_ROUTES) {
          const started = performance.now();
          countryRows.push(await auditPage(browser, served.origin, code, route, reportsDir, runs));
          const median = runs > 1 ? ` (median of ${runs} runs)` : '';
          console.log(`audited ${code} ${route.path}${median} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        }
      } finally {
        await served.close();
      }
      console.log(`\n${formatAuditTable(code, countryRows)}\n`);
      rows.push(...countryRows);
    }
  } finally {
    browser.close();
  }
  return rows;
}

export async function auditCommand(options: AuditOptions): Promise<void> {
  requireSelection(options);
  const runs = parseRuns(options.runs);
  const configs = await loadValidCountries(options);
  // The services take every country's data, as `storefront serve` hands them.
  const countries = options.all ? configs : await loadValidCountries({ countries: options.countries });
  const reportsDir = resolve(options.reports);
  mkdirSync(reportsDir, { recursive: true });

  // A build of its own, so an audit never replaces what is in dist/.
  const buildDir = mkdtempSync(join(tmpdir(), 'storefront-audit-'));
  let rows: AuditRow[];
  try {
    console.log(`building ${configs.map(({ code }) => code).join(', ')} …`);
    const built = await buildCountries(configs, shopEntriesOf(countries, options.countries), buildDir);
    rows = await auditCountries(built, configs, countries, reportsDir, runs);
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }

  const summary = auditSummary(rows, new Date());
  writeFileSync(join(reportsDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(join(reportsDir, 'index.html'), summaryPage(summary));
  const missLines = formatMissLines(rows);
  if (missLines.length > 0) console.log(`${missLines.join('\n')}\n`);
  console.log(`reports: ${shownPath(join(reportsDir, 'index.html'))} (summary), ${shownPath(reportsDir)}/<country>/<page>.report.html and .json`);

  const failed = summary.pages.filter((page) => page.error !== null).length;
  const missed = summary.pages.reduce((sum, page) => sum + page.misses.length, 0);
  if (failed > 0 || missed > 0) {
    const parts = [missed > 0 && `${missed} missed ${missed === 1 ? 'target' : 'targets'}`, failed > 0 && `${failed} failed ${failed === 1 ? 'run' : 'runs'}`];
    throw new CliError(`audit failed: ${parts.filter(Boolean).join(' and ')} on ${rows.length} pages`);
  }
  console.log(`all targets met on ${rows.length} pages`);
}
