import { formatTable } from '../text-table.ts';
import { isMeasured, type AuditRow } from './audit-results.ts';
import { FIGURE_COLUMNS } from './columns.ts';
import { findMisses } from './targets.ts';

/** One country's pages under a line naming it: one row per route, every figure in its own column. */
export function formatAuditTable(code: string, rows: readonly AuditRow[]): string {
  const header = ['page', ...FIGURE_COLUMNS.map(({ header }) => header)];
  const body = rows.map(({ path, outcome }) => {
    if (!isMeasured(outcome)) return [path, 'failed', ...FIGURE_COLUMNS.slice(1).map(() => '–')];
    return [path, ...FIGURE_COLUMNS.map(({ key, format }) => format(outcome.figures[key]))];
  });
  return `${code}\n${formatTable(header, body, (column) => column > 0)}`;
}

/** A line per missed target or failed run, e.g. "DE /login: LCP 1.8 s is over the target of 1.5 s". */
export function formatMissLines(rows: readonly AuditRow[]): string[] {
  return rows.flatMap(({ code, path, outcome }) => {
    const page = `${code} ${path}`;
    if (!isMeasured(outcome)) return [`${page}: ${outcome.error}`];
    return findMisses(outcome).flatMap(({ text, failingAudits }) =>
      failingAudits.length === 0 ? [`${page}: ${text}`] : [`${page}: ${text}; failing audits:`, ...failingAudits.map((title) => `  - ${title}`)],
    );
  });
}
