import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { routes } from '../../src/app/routes.ts';
import type { LighthouseResult } from '../audit/audit-results.ts';
import { launchBrowser, runLighthouse, type Browser } from '../audit/run-lighthouse.ts';
import { loginInteraction, signupInteraction } from '../bench/inp-probe.ts';
import { measureAgainOnFailure } from '../bench/measure-again.ts';
import { figuresOf, METRICS, percentile, type MetricKey, type PageFigures } from '../bench/page-figures.ts';
import { serveRevision, serveWorkingTree, type ServedRevision } from '../bench/served-revision.ts';
import { CHROMIUM_PATH } from '../chromium-flags.ts';
import { CliError, UsageError } from '../../validation/errors.ts';
import { displayPath, projectRoot } from '../../validation/paths.ts';
import { launchChromium } from '../screenshots/capture.ts';
import type { Browser as PlaywrightBrowser } from 'playwright-core';
import { KB } from '../build/budgets.ts';
import { untouchedScripts } from '../budgets/untouched-scripts.ts';
import { formatTable } from '../text-table.ts';
import { loadValidCountries } from '../valid-countries.ts';

export interface BenchOptions {
  country?: string;
  baseline: string;
  runs: string;
  out?: string;
}

const PAGES = [routes.home, routes.login];
const MAX_RUNS = 15;
const INP_RUNS = 10;

function parseRuns(text: string): number {
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 1 || runs > MAX_RUNS) throw new UsageError(`--runs must be a whole number from 1 to ${MAX_RUNS}, not "${text}"`);
  return runs;
}

/** Both builds in turn, the first one first on odd runs and last on even ones, so that a machine growing busier or quieter favours neither. */
function inTurn<T>(run: number, builds: readonly [T, T]): T[] {
  return run % 2 === 1 ? [...builds] : [...builds].reverse();
}

interface Compared {
  page: string;
  metric: string;
  baseline: number;
  current: number;
  /** Decimals to show. */
  digits: number;
}

/**
 * One run's figure of a build's page, measured again when the run fails (measure-again.ts): three
 * failures in a row end the bench with a one-line error naming the build and the page.
 */
function measuredRun<T>(label: string, run: number, measure: () => Promise<T>): Promise<T> {
  return measureAgainOnFailure(measure, (line) => console.error(`${label}, run ${run}: ${line}`)).catch((error: unknown) => {
    throw new CliError(`${label}: ${(error as Error).message}`);
  });
}

const ratio = ({ baseline, current }: Compared) => (baseline === 0 ? (current === 0 ? '1.00' : '–') : (current / baseline).toFixed(2));

async function lighthouseFigures(browser: Browser, builds: readonly [ServedRevision, ServedRevision], runs: number): Promise<Compared[]> {
  const measured = new Map<string, PageFigures[]>();
  for (let run = 1; run <= runs; run++) {
    for (const page of PAGES) {
      for (const build of inTurn(run, builds)) {
        const url = new URL(`.${page}`, build.home).href;
        const key = `${build.label} ${page}`;
        // A run now and then ends without some figure (Lighthouse measured no TBT of 4373eb6's home once).
        const figures = await measuredRun(key, run, async () => figuresOf((await runLighthouse(browser, url)).lhr as LighthouseResult));
        measured.set(key, [...(measured.get(key) ?? []), figures]);
        console.log(`run ${run} of ${runs}: ${build.label} ${page}`);
      }
    }
  }
  const median = (build: ServedRevision, page: string, key: MetricKey) => percentile(measured.get(`${build.label} ${page}`)!.map((figures) => figures[key]), 0.5);
  return PAGES.flatMap((page) => METRICS.map(({ key, label, digits }) => ({ page, metric: label, baseline: median(builds[0], page, key), current: median(builds[1], page, key), digits })));
}

/** Gzip KB of every script each page loads without interaction, as `storefront budgets` counts them. */
async function scriptFigures(browser: PlaywrightBrowser, builds: readonly [ServedRevision, ServedRevision]): Promise<Compared[]> {
  const weigh = async (build: ServedRevision, page: string) =>
    (await untouchedScripts(browser, new URL(`.${page}`, build.home).href)).reduce((sum, { gzip }) => sum + gzip, 0) / KB;
  const rows: Compared[] = [];
  for (const page of PAGES) rows.push({ page, metric: 'scripts loaded untouched, gzip (KB)', baseline: await weigh(builds[0], page), current: await weigh(builds[1], page), digits: 1 });
  return rows;
}

/** An interaction probe of inp-probe.ts, on one page of a build, with a fresh address each run. */
type InteractionProbe = (browser: PlaywrightBrowser, url: string, email: string) => Promise<number>;

const INTERACTIONS: { page: string; metric: string; probe: InteractionProbe }[] = [
  { page: routes.home, metric: 'sign-up INP', probe: signupInteraction },
  { page: routes.login, metric: 'login INP from the first touch', probe: loginInteraction },
];

/** Each interaction's INP at 4× slowdown, the 75th percentile of INP_RUNS runs per build, taken in turn. */
async function interactionFigures(browser: PlaywrightBrowser, builds: readonly [ServedRevision, ServedRevision]): Promise<Compared[]> {
  const rows: Compared[] = [];
  for (const { page, metric, probe } of INTERACTIONS) {
    const latencies = new Map<string, number[]>();
    for (let run = 1; run <= INP_RUNS; run++) {
      for (const build of inTurn(run, builds)) {
        const measure = () => probe(browser, new URL(`.${page}`, build.home).href, `bench-${Date.now()}-${run}@example.com`);
        const latency = await measuredRun(`${build.label} ${page}`, run, measure);
        latencies.set(build.label, [...(latencies.get(build.label) ?? []), latency]);
      }
    }
    const p75 = (build: ServedRevision) => percentile(latencies.get(build.label)!, 0.75);
    rows.push({ page, metric: `${metric} at 4× slowdown, p75 of ${INP_RUNS} (ms)`, baseline: p75(builds[0]), current: p75(builds[1]), digits: 0 });
  }
  return rows;
}

/** The probes that drive the pages themselves: script weight, and the sign-up's and the login's INP. */
async function probeFigures(builds: readonly [ServedRevision, ServedRevision]): Promise<Compared[]> {
  const browser = await launchChromium().catch((error: unknown) => {
    throw new CliError(`could not start Chromium (${CHROMIUM_PATH}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  });
  try {
    return [...(await scriptFigures(browser, builds)), ...(await interactionFigures(browser, builds))];
  } finally {
    await browser.close();
  }
}

/**
 * Builds a baseline revision and the working tree, serves both, and measures them in turn on one
 * machine in one run: Lighthouse on / and /login, and the sign-up's and the login's INP. Prints each figure for
 * both with their ratio and writes the JSON. A ratio from one run is the figure to trust: these
 * machines are shared, and their speed cancels out.
 */
export async function benchCommand(options: BenchOptions): Promise<void> {
  if (!options.country) throw new UsageError('--country is required, e.g. --country DE');
  const runs = parseRuns(options.runs);
  const countries = await loadValidCountries({});
  const country = countries.find(({ code }) => code === options.country!.toUpperCase());
  if (!country) throw new UsageError(`no country ${options.country}; known: ${countries.map(({ code }) => code).join(', ')}`);
  // The kit's reports/ by default, wherever it is typed; a path the user types resolves from where they are.
  const out = options.out === undefined ? join(projectRoot, 'reports', `bench-${country.code.toLowerCase()}.json`) : resolve(options.out);

  const baseline = await serveRevision(options.baseline, country.code);
  let compared: Compared[];
  try {
    const current = await serveWorkingTree(country.code);
    try {
      const builds = [baseline, current] as const;
      const browser = await launchBrowser();
      try {
        compared = await lighthouseFigures(browser, builds, runs);
      } finally {
        browser.close();
      }
      compared.push(...(await probeFigures(builds)));
    } finally {
      await current.close();
    }
  } finally {
    await baseline.close();
  }

  console.log(`\n${country.code}: ${options.baseline} against the working tree, Lighthouse mobile, median of ${runs} runs\n`);
  console.log(formatTable(['page', 'figure', options.baseline, 'working tree', 'ratio'], compared.map((row) => [row.page, row.metric, row.baseline.toFixed(row.digits), row.current.toFixed(row.digits), ratio(row)]), (column) => column >= 2));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ country: country.code, baseline: options.baseline, runs, measuredAt: new Date().toISOString(), figures: compared.map((row) => ({ ...row, ratio: ratio(row) })) }, null, 2)}\n`);
  console.log(`\nwritten: ${displayPath(out)}`);
}
