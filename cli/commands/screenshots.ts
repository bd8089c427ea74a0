import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import type { CountryConfig } from '../../src/config/country.generated.ts';
import { serveCountry } from '../audit/serve-country.ts';
import { isBuildCurrent } from '../build/build-stamp.ts';
import { CHROMIUM_PATH } from '../chromium-flags.ts';
import { inCountryOrder } from '../../validation/country-order.ts';
import { CliError, UsageError } from '../../validation/errors.ts';
import { explainedListenError } from '../listen.ts';
import { displayPath, paths, projectRoot } from '../../validation/paths.ts';
import { parsePort } from '../port.ts';
import { columnsOf, failures, progressLine } from '../screenshots/run-report.ts';
import type { SheetRow } from '../screenshots/sheet.ts';
import { shotsOf } from '../screenshots/states.ts';
import { shopEntriesOf } from '../shop-entries.ts';
import { loadValidCountries, requireSelection, type CountrySelection } from '../valid-countries.ts';
import { countryOutDir } from '../vite/vite-config.ts';
import { buildCountries } from './build.ts';
import { builtData, type BuildTexts } from '../build/built-texts.ts';

export interface ScreenshotsOptions extends CountrySelection {
  /** Folder for the sheet and the pictures. */
  out: string;
  /** Where the built country folders are, built there first when not current; dist/ of the kit, or PSEUDO_DIST with --pseudo. */
  dist?: string;
  /** The --out folder of an earlier run to compare with. */
  baseline?: string;
  /** Changed pixels a picture may have before the run fails, as typed. */
  threshold: string;
  /** Port on 127.0.0.1 for the served countries, as typed; a free one when absent. */
  port?: string;
  /** Photograph QA's pseudo-locale build, and check each picture for sideways scrolling and text without brackets. */
  pseudo?: boolean;
}

/** The pseudo-locale build, apart from the release's in dist/ and where git ignores it. */
const PSEUDO_DIST = join(projectRoot, '.storefront', 'pseudo');

function parseThreshold(text: string): number {
  const pixels = Number(text);
  if (text.trim() === '' || !Number.isInteger(pixels) || pixels < 0) throw new UsageError(`--threshold must be a number of pixels, a whole number from 0, not "${text}"`);
  return pixels;
}

function baselineFolder(baseline: string | undefined, outDir: string): string | undefined {
  if (baseline === undefined) return undefined;
  const folder = resolve(baseline);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new UsageError(`--baseline ${baseline} is no folder; allowed: the --out folder of an earlier run`);
  // This run replaces the pictures in --out before it compares them.
  if (folder === outDir) throw new UsageError('--baseline must be another folder than --out: this run replaces the pictures in --out');
  return folder;
}

/** Builds the countries whose build in `distDir` is missing or stale, as `storefront serve` does. */
async function buildWhereStale(configs: readonly CountryConfig[], countries: readonly CountryConfig[], folder: string | undefined, distDir: string, texts: BuildTexts): Promise<void> {
  const shops = shopEntriesOf(countries, folder);
  // The stamp is of the data as built: a pseudo-locale build of a country is not its real one.
  const built = builtData(configs, shops, texts);
  const stale = configs.filter((config, index) => !isBuildCurrent(countryOutDir(distDir, config), built.configs[index]!, built.shops));
  if (stale.length === 0) return;
  console.log(`building ${stale.map(({ code }) => code).join(', ')}${texts.pseudo ? ' in the pseudo-locale' : ''} …`);
  await buildCountries(stale, shops, distDir, texts);
}

async function openBrowser(): Promise<Browser> {
  const { launchChromium } = await import('../screenshots/capture.ts');
  try {
    return await launchChromium();
  } catch (error) {
    throw new CliError(`could not start Chromium (${CHROMIUM_PATH}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

export async function screenshotsCommand(options: ScreenshotsOptions): Promise<void> {
  requireSelection(options);
  const threshold = parseThreshold(options.threshold);
  const port = options.port === undefined ? 0 : parsePort(options.port);
  const outDir = resolve(options.out);
  if (existsSync(outDir) && !statSync(outDir).isDirectory()) throw new UsageError(`--out ${options.out} is a file; allowed: a folder, made when missing`);
  const baselineDir = baselineFolder(options.baseline, outDir);
  // Rows in the order of countries/order.txt, as the switcher and `list` show them.
  const configs = inCountryOrder(await loadValidCountries(options), options.countries);
  // The services and every bundle's switcher take every country's data, as `storefront serve` hands them.
  const countries = options.all ? configs : await loadValidCountries({ countries: options.countries });
  const distDir = resolve(options.dist ?? (options.pseudo ? PSEUDO_DIST : paths.dist));
  const texts: BuildTexts = { pseudo: options.pseudo };
  await buildWhereStale(configs, countries, options.countries, distDir, texts);

  const { photographCountry } = await import('../screenshots/capture.ts');
  const { compareFolder } = await import('../screenshots/compare.ts');
  const browser = await openBrowser();
  const rows: SheetRow[] = [];
  try {
    for (const config of configs) {
      const started = performance.now();
      const code = config.code.toLowerCase();
      const [folder, diffFolder] = [join(outDir, code), join(outDir, 'diff', code)];
      // Pictures of an earlier run in the same folder would pass for this run's.
      for (const old of [folder, diffFolder]) rmSync(old, { recursive: true, force: true });
      const served = await serve(config, countries, distDir, port);
      const pictures = await photographCountry(browser, served.origin, config, shotsOf(config), folder, texts).finally(() => served.close());
      const comparisons = baselineDir === undefined ? undefined : compareFolder(pictures.taken, folder, join(baselineDir, code), diffFolder);
      const row: SheetRow = {
        code: config.code,
        displayName: config.displayName,
        taken: new Set(pictures.taken),
        failed: pictures.failed,
        flagged: pictures.flagged,
        comparisons: comparisons && new Map(comparisons.map((comparison) => [comparison.name, comparison])),
      };
      console.log(progressLine(row, (performance.now() - started) / 1000));
      rows.push(row);
    }
  } finally {
    await browser.close();
  }

  const { screenshotSheet } = await import('../screenshots/sheet.ts');
  mkdirSync(outDir, { recursive: true });
  const baseline = baselineDir === undefined ? undefined : { href: relative(outDir, baselineDir).split('\\').join('/'), threshold };
  writeFileSync(join(outDir, 'index.html'), screenshotSheet({ columns: columnsOf(rows), rows, baseline }));
  // As typed: a folder outside this one reads better whole than as ../../tmp/….
  console.log(`sheet: ${join(options.out, 'index.html')}`);
  const reasons = failures(rows, threshold);
  if (reasons.length > 0) throw new CliError(`screenshots failed:\n  ${reasons.join('\n  ')}`);
  if (baselineDir) console.log(`no picture changed by more than ${threshold} pixels since ${displayPath(baselineDir)}`);
}

async function serve(config: CountryConfig, countries: readonly CountryConfig[], distDir: string, port: number) {
  try {
    return await serveCountry(config, countries, countryOutDir(distDir, config), { port, devTools: true });
  } catch (error) {
    throw explainedListenError(error, port);
  }
}
