import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readResult, type AuditedRoute, type AuditRow } from './audit-results.ts';
import { runLighthouse, type Browser } from './run-lighthouse.ts';

/** Where a page's full reports go, relative to the reports folder: de/login.report.html and .json. */
export function reportPaths(code: string, route: AuditedRoute): { html: string; json: string } {
  const base = `${code.toLowerCase()}/${route.name}.report`;
  return { html: `${base}.html`, json: `${base}.json` };
}

/**
 * Runs Lighthouse on one page and writes its full reports. A failed run becomes a row that says
 * why, so the other pages are still audited; a report left from an earlier run is removed so the
 * folder never shows figures this run did not measure.
 */
export async function auditPage(browser: Browser, origin: string, code: string, route: AuditedRoute, reportsDir: string): Promise<AuditRow> {
  const reports = reportPaths(code, route);
  const files = { html: join(reportsDir, reports.html), json: join(reportsDir, reports.json) };
  const row = { code, route: route.name, path: route.path };
  rmSync(files.html, { force: true });
  rmSync(files.json, { force: true });
  try {
    const run = await runLighthouse(browser, `${origin}${route.path}`);
    mkdirSync(join(reportsDir, code.toLowerCase()), { recursive: true });
    writeFileSync(files.html, run.html);
    writeFileSync(files.json, run.json);
    return { ...row, outcome: readResult(run.lhr), reports };
  } catch (error) {
    return { ...row, outcome: { error: `Lighthouse failed: ${error instanceof Error ? error.message : String(error)}` } };
  }
}
