import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { readResult, type AuditedRoute, type AuditRow, type LighthouseResult } from './audit-results.ts';
import { runLighthouse, type Browser, type LighthouseRun } from './run-lighthouse.ts';

/** Where a page's full reports go, relative to the reports folder: de/login.report.html and .json. */
export function reportPaths(code: string, route: AuditedRoute): { html: string; json: string } {
  const base = `${code.toLowerCase()}/${route.name}.report`;
  return { html: `${base}.html`, json: `${base}.json` };
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Why a run cannot take part in the median, or undefined when it can: the median needs its FCP and TTI. */
function unusable(lhr: LighthouseResult): string | undefined {
  if (lhr.runtimeError) return `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
  const missing = MEDIAN_AUDITS.find((id) => typeof lhr.audits[id]?.numericValue !== 'number');
  return missing === undefined ? undefined : `no value for ${missing}`;
}

const MEDIAN_AUDITS = ['first-contentful-paint', 'interactive'] as const;

/**
 * Lighthouse's figures vary from run to run on a busy machine, total blocking time most: runs the
 * page `runs` times and keeps the median run, as Lighthouse's own guidance does (the run closest to
 * the median first contentful paint and time to interactive). On a loaded machine a single run can
 * fail to measure; the median is then taken over the runs that did, and the failure is said.
 */
async function medianRun(browser: Browser, url: string, runs: number, label: string): Promise<LighthouseRun> {
  const measured: LighthouseRun[] = [];
  let lastFailure = '';
  for (let run = 1; run <= runs; run++) {
    const done = await runLighthouse(browser, url).catch((error: unknown) => reasonOf(error));
    const failure = typeof done === 'string' ? done : unusable(done.lhr);
    if (failure === undefined) measured.push(done as LighthouseRun);
    else {
      lastFailure = failure;
      console.warn(`${label}: run ${run} of ${runs} measured nothing (${failure})`);
    }
  }
  if (measured.length === 0) throw new Error(lastFailure);
  const median = computeMedianRun(measured.map(({ lhr }) => lhr as Parameters<typeof computeMedianRun>[0][number]));
  return measured.find(({ lhr }) => lhr === median)!;
}

/**
 * Runs Lighthouse on one page and writes the full reports of its median run. A failed run becomes a row that says
 * why, so the other pages are still audited; a report left from an earlier run is removed so the
 * folder never shows figures this run did not measure.
 */
export async function auditPage(browser: Browser, origin: string, code: string, route: AuditedRoute, reportsDir: string, runs: number): Promise<AuditRow> {
  const reports = reportPaths(code, route);
  const files = { html: join(reportsDir, reports.html), json: join(reportsDir, reports.json) };
  const row = { code, route: route.name, path: route.path };
  rmSync(files.html, { force: true });
  rmSync(files.json, { force: true });
  try {
    const run = await medianRun(browser, `${origin}${route.path}`, runs, `${code} ${route.path}`);
    mkdirSync(join(reportsDir, code.toLowerCase()), { recursive: true });
    writeFileSync(files.html, run.html);
    writeFileSync(files.json, run.json);
    return { ...row, outcome: readResult(run.lhr), reports };
  } catch (error) {
    return { ...row, outcome: { error: `Lighthouse failed: ${reasonOf(error)}` } };
  }
}
