import { isMeasured, type AuditRow, type PageFigures } from './audit-results.ts';
import { findMisses, TARGETS, type Miss } from './targets.ts';

export interface SummaryPage {
  country: string;
  route: AuditRow['route'];
  path: string;
  /** Scores 0–100, times in ms, transfer in bytes; null when the run failed. */
  figures: PageFigures | null;
  /** Each missed target; `key` names the figure. */
  misses: Miss[];
  error: string | null;
  /** Paths relative to the summary file. */
  reports: AuditRow['reports'] | null;
}

/** summary.json: the figures of the printed tables for scripts and dashboards. */
export interface AuditSummary {
  generatedAt: string;
  settings: { formFactor: 'mobile'; throttling: 'simulated' };
  targets: Array<{ figure: keyof PageFigures; min?: number; max?: number }>;
  passed: boolean;
  pages: SummaryPage[];
}

export function summaryPageOf(row: AuditRow): SummaryPage {
  const measured = isMeasured(row.outcome) ? row.outcome : undefined;
  return {
    country: row.code,
    route: row.route,
    path: row.path,
    figures: measured?.figures ?? null,
    misses: measured ? findMisses(measured) : [],
    error: 'error' in row.outcome ? row.outcome.error : null,
    reports: row.reports ?? null,
  };
}

export function auditSummary(rows: readonly AuditRow[], generatedAt: Date): AuditSummary {
  const pages = rows.map(summaryPageOf);
  return {
    generatedAt: generatedAt.toISOString(),
    settings: { formFactor: 'mobile', throttling: 'simulated' },
    targets: TARGETS.map(({ key, bound, limit }) => ({ figure: key, [bound]: limit })),
    passed: pages.every((page) => page.error === null && page.misses.length === 0),
    pages,
  };
}
