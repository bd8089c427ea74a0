import { describe, expect, it } from 'vitest';
import { auditSummary } from './summary-json.ts';
import { GOOD_FIGURES, measured, row } from './test-fixtures.ts';

const generatedAt = new Date('2025-06-01T10:00:00Z');

describe('auditSummary', () => {
  it('holds every page with its figures, report paths and the targets, and passes when all are met', () => {
    const summary = auditSummary([row('DE', 'home', measured()), row('DE', 'login', measured())], generatedAt);
    expect(summary.passed).toBe(true);
    expect(summary.generatedAt).toBe('2025-06-01T10:00:00.000Z');
    expect(summary.targets).toContainEqual({ figure: 'performance', min: 98 });
    expect(summary.targets).toContainEqual({ figure: 'lcpMs', max: 1500 });
    expect(summary.pages[1]).toEqual({
      country: 'DE',
      route: 'login',
      path: '/login',
      figures: GOOD_FIGURES,
      misses: [],
      error: null,
      reports: { html: 'de/login.report.html', json: 'de/login.report.json' },
    });
  });

  it('fails on a miss, listing it with the figure it concerns', () => {
    const summary = auditSummary([row('AT', 'home', measured({ cls: 0.2 }))], generatedAt);
    expect(summary.passed).toBe(false);
    expect(summary.pages[0]!.misses).toEqual([{ key: 'cls', text: 'CLS 0.200 is over the target of 0.01', failingAudits: [] }]);
  });

  it('fails on a failed run, which has no figures and no reports', () => {
    const summary = auditSummary([row('AT', 'login', { error: 'Lighthouse failed: timeout' })], generatedAt);
    expect(summary.passed).toBe(false);
    expect(summary.pages[0]).toMatchObject({ figures: null, error: 'Lighthouse failed: timeout', reports: null, misses: [] });
  });

  it('survives a round trip through JSON unchanged', () => {
    const summary = auditSummary([row('DE', 'home', measured({ tbtMs: 120 }))], generatedAt);
    expect(JSON.parse(JSON.stringify(summary))).toEqual(summary);
  });
});
