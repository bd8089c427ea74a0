import { describe, expect, it } from 'vitest';
import { findMisses } from './targets.ts';
import { measured } from './test-fixtures.ts';

const texts = (page: ReturnType<typeof measured>) => findMisses(page).map(({ text }) => text);

describe('findMisses', () => {
  it('finds nothing when every figure is on its target', () => {
    expect(findMisses(measured())).toEqual([]);
    expect(findMisses(measured({ performance: 98, lcpMs: 1500, tbtMs: 100, cls: 0.01 }))).toEqual([]);
  });

  it.each([
    [{ performance: 97 }, 'performance 97 is under the target of 98'],
    [{ accessibility: 99 }, 'accessibility 99 is under the target of 100'],
    [{ bestPractices: 92 }, 'best practices 92 is under the target of 100'],
    [{ seo: 91 }, 'SEO 91 is under the target of 100'],
    [{ lcpMs: 1812 }, 'LCP 1.8 s is over the target of 1.5 s'],
    [{ tbtMs: 230 }, 'TBT 230 ms is over the target of 100 ms'],
    [{ cls: 0.125 }, 'CLS 0.125 is over the target of 0.01'],
  ])('reports %j as "%s"', (figures, text) => {
    expect(texts(measured(figures))).toEqual([text]);
  });

  it('shows enough decimals that a near miss does not read as equal to the target', () => {
    expect(texts(measured({ lcpMs: 1520, tbtMs: 100.4, cls: 0.0104 }))).toEqual([
      'LCP 1.52 s is over the target of 1.5 s',
      'TBT 100.4 ms is over the target of 100 ms',
      'CLS 0.0104 is over the target of 0.01',
    ]);
  });

  it('ignores the metrics that have no target: FCP and bytes transferred', () => {
    expect(findMisses(measured({ fcpMs: 9000, transferBytes: 10_000_000 }))).toEqual([]);
  });

  it('carries the failing audits with the score they cost', () => {
    const page = measured({ accessibility: 95 }, { accessibility: ['Buttons do not have an accessible name'] });
    expect(findMisses(page)).toEqual([{ key: 'accessibility', text: 'accessibility 95 is under the target of 100', failingAudits: ['Buttons do not have an accessible name'] }]);
  });
});
