import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { readResult, type AuditedRoute, type AuditRow } from './audit-results.ts';
import { runLighthouse, type Browser, type LighthouseRun } from './run-lighthouse.ts';

/** Where a page's full reports go, relative to the reports folder: de/login.report.html and .json. */
export function reportPaths(code: string, route: AuditedRoute): { html: string; json: string } {
  const base = `${code.toLowerCase()}/${route.name}.report`;
  return { html: `${base}.html`, json: `${base}.json` };
}

/**
 * Lighthouse's figures vary from run to run on a busy machine, total blocking time most: runs the
 * page `runs` times and keeps the median run, as Lighthouse's own guidance does (the run closest to
 * the median first contentful paint and time to interactive).
 */
async function medianRun(browser: Browser, url: string, runs: number): Promise<LighthouseRun> {
  const done: LighthouseRun[] = [];
  for (let run = 0; run < runs; run++) done.push(await runLighthouse(browser, url));
  const median = computeMedianRun(done.map(({ lhr }) => lhr as Parameters<typeof computeMedianRun>[0][number]));
  return done.find(({ lhr }) => lhr === median)!;
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
    const run = await medianRun(browser, `${origin}${route.path}`, runs);
    mkdirSync(join(reportsDir, code.toLowerCase()), { recursive: true });
    writeFileSync(files.html, run.html);
    writeFileSync(files.json, run.json);
    return { ...row, outcome: readResult(run.lhr), reports };
  } catch (error) {
    return { ...row, outcome: { error: `Lighthouse failed: ${error instanceof Error ? error.message : String(error)}` } };
  }
}
