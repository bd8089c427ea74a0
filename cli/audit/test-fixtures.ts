import type { AuditRow, LighthouseResult, MeasuredPage, PageFigures } from './audit-results.ts';

/** Figures that meet every target. */
export const GOOD_FIGURES: PageFigures = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 812,
  lcpMs: 1234,
  tbtMs: 40,
  cls: 0.004,
  transferBytes: 153_600,
};

type FakeAudit = LighthouseResult['audits'][string];

/** A Lighthouse result as small as the audit reads: four categories and the five metric audits. */
export function fakeLhr(options: { scores?: Partial<Record<string, number | null>>; audits?: Record<string, FakeAudit>; refs?: Record<string, Array<{ id: string; weight: number }>> } = {}): LighthouseResult {
  const scores = { performance: 0.99, accessibility: 1, 'best-practices': 1, seo: 1, ...options.scores };
  const categories = Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { score: score ?? null, auditRefs: options.refs?.[id] ?? [] }]));
  const metric = (title: string, numericValue: number): FakeAudit => ({ title, score: 1, scoreDisplayMode: 'numeric', numericValue });
  return {
    categories,
    audits: {
      'first-contentful-paint': metric('First Contentful Paint', 812),
      'largest-contentful-paint': metric('Largest Contentful Paint', 1234),
      'total-blocking-time': metric('Total Blocking Time', 40),
      'cumulative-layout-shift': metric('Cumulative Layout Shift', 0.004),
      'total-byte-weight': metric('Avoids enormous network payloads', 153_600),
      ...options.audits,
    },
  };
}

export function measured(figures: Partial<PageFigures> = {}, failingAudits: MeasuredPage['failingAudits'] = {}): MeasuredPage {
  return { figures: { ...GOOD_FIGURES, ...figures }, failingAudits };
}

export function row(code: string, route: 'home' | 'login', outcome: AuditRow['outcome']): AuditRow {
  const path = route === 'home' ? '/' : '/login';
  const reports = 'figures' in outcome ? { html: `${code.toLowerCase()}/${route}.report.html`, json: `${code.toLowerCase()}/${route}.report.json` } : undefined;
  return { code, route, path, outcome, reports };
}
