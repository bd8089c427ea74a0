import { describe, expect, it } from 'vitest';
import { formatAuditTable, formatMissLines } from './audit-table.ts';
import { measured, row } from './test-fixtures.ts';

describe('formatAuditTable', () => {
  it('prints one row per route under the country, units in the header, figures right-aligned', () => {
    const rows = [row('DE', 'home', measured()), row('DE', 'login', measured({ performance: 87, lcpMs: 1812, tbtMs: 230.4, cls: 0.1254, transferBytes: 1_048_576 }))];
    expect(formatAuditTable('DE', rows)).toBe(
      [
        'DE',
        'page    performance  accessibility  best practices  SEO  FCP (s)  LCP (s)  TBT (ms)    CLS  transfer (KB)',
        '/                99            100             100  100      0.8      1.2        40  0.004          150.0',
        '/login           87            100             100  100      0.8      1.8       230  0.125         1024.0',
      ].join('\n'),
    );
  });

  it('marks a failed run in the row instead of figures', () => {
    const table = formatAuditTable('TR', [row('TR', 'home', { error: 'Lighthouse failed: NO_FCP' })]);
    expect(table.split('\n')[2]).toMatch(/^\/\s+failed\s+–\s+–/);
    expect(table).not.toContain('NO_FCP');
  });
});

describe('formatMissLines', () => {
  it('prints nothing when every target is met', () => {
    expect(formatMissLines([row('DE', 'home', measured()), row('DE', 'login', measured())])).toEqual([]);
  });

  it('names the page and the target for each miss, the failing audits under a low score, and failed runs', () => {
    const rows = [
      row('DE', 'login', measured({ lcpMs: 1812, bestPractices: 92 }, { bestPractices: ['Browser errors were logged to the console', 'Uses deprecated APIs'] })),
      row('CH_FR', 'home', { error: 'Lighthouse failed: connection refused' }),
    ];
    expect(formatMissLines(rows)).toEqual([
      'DE /login: best practices 92 is under the target of 100; failing audits:',
      '  - Browser errors were logged to the console',
      '  - Uses deprecated APIs',
      'DE /login: LCP 1.8 s is over the target of 1.5 s',
      'CH_FR /: Lighthouse failed: connection refused',
    ]);
  });
});
