import { routes } from '../../src/app/routes.ts';

/** The pages every country is audited on; `name` names the report files. */
export const AUDITED_ROUTES = [
  { name: 'home', path: routes.home },
  { name: 'login', path: routes.login },
] as const;

export type AuditedRoute = (typeof AUDITED_ROUTES)[number];
export type RouteName = AuditedRoute['name'];

/**
 * The part of a Lighthouse result (lhr) the audit reads. Lighthouse's own `Result` type fits it;
 * the tests build small ones by hand.
 */
export interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: ReadonlyArray<{ id: string; weight: number }> } | undefined>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode?: string; numericValue?: number } | undefined>;
}

/** The four Lighthouse categories, with the key each score has in the figures. */
export const CATEGORIES = [
  { id: 'performance', key: 'performance' },
  { id: 'accessibility', key: 'accessibility' },
  { id: 'best-practices', key: 'bestPractices' },
  { id: 'seo', key: 'seo' },
] as const;

export type ScoreKey = (typeof CATEGORIES)[number]['key'];

/** Scores 0–100; times in milliseconds, transfer in bytes, as Lighthouse measures them. */
export interface PageFigures extends Record<ScoreKey, number> {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
}

/** A page Lighthouse could measure. */
export interface MeasuredPage {
  figures: PageFigures;
  /** Per category, the titles of the audits that cost it points, weightiest first; absent when none did. */
  failingAudits: Partial<Record<ScoreKey, string[]>>;
}

/** One audited page: what was measured, or why nothing was. */
export interface AuditRow {
  code: string;
  route: RouteName;
  path: string;
  outcome: MeasuredPage | { error: string };
  /** The full reports, relative to the reports folder; absent when Lighthouse produced none. */
  reports?: { html: string; json: string };
}

const METRIC_AUDITS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  transferBytes: 'total-byte-weight',
} as const;

/** Enough titles to say what to fix without repeating the full report. */
const MAX_FAILING_AUDITS = 3;

/** Audits whose score counts; informative, manual and not-applicable ones have none. */
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

function failingAuditsOf(lhr: LighthouseResult, categoryId: string): string[] {
  const refs = [...(lhr.categories[categoryId]?.auditRefs ?? [])].sort((a, b) => b.weight - a.weight);
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1 && SCORED_MODES.has(audit.scoreDisplayMode ?? 'binary'))
    .slice(0, MAX_FAILING_AUDITS)
    .map((audit) => audit!.title);
}

/** The figures of one Lighthouse run, or what went wrong when the run measured nothing usable. */
export function readResult(lhr: LighthouseResult): MeasuredPage | { error: string } {
  if (lhr.runtimeError) return { error: `Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}` };
  const figures: Partial<PageFigures> = {};
  const failingAudits: MeasuredPage['failingAudits'] = {};
  for (const { id, key } of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    if (typeof score !== 'number') return { error: `Lighthouse gave no ${id} score` };
    figures[key] = Math.round(score * 100);
    const failing = failingAuditsOf(lhr, id);
    if (failing.length > 0) failingAudits[key] = failing;
  }
  for (const [key, auditId] of Object.entries(METRIC_AUDITS) as Array<[keyof typeof METRIC_AUDITS, string]>) {
    const value = lhr.audits[auditId]?.numericValue;
    if (typeof value !== 'number') return { error: `Lighthouse gave no value for ${auditId}` };
    figures[key] = value;
  }
  return { figures: figures as PageFigures, failingAudits };
}

export function isMeasured(outcome: AuditRow['outcome']): outcome is MeasuredPage {
  return 'figures' in outcome;
}
