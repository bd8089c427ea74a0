import { describe, expect, it } from 'vitest';
import { figuresOf, percentile } from './page-figures.ts';

const audit = (numericValue: number) => ({ title: '', score: null, numericValue });
const lhr = {
  categories: {},
  audits: {
    'total-blocking-time': audit(250),
    interactive: audit(2960),
    'largest-contentful-paint': audit(1100),
    'first-contentful-paint': audit(900),
    'cumulative-layout-shift': audit(0),
  },
};

describe('figuresOf', () => {
  it('reads the metrics of a Lighthouse run', () => {
    expect(figuresOf(lhr)).toEqual({ tbtMs: 250, ttiMs: 2960, lcpMs: 1100, fcpMs: 900, cls: 0 });
  });

  it('names the metric a run did not measure', () => {
    const { interactive: _missing, ...audits } = lhr.audits;
    expect(() => figuresOf({ ...lhr, audits })).toThrow('Lighthouse measured no interactive');
  });
});

describe('percentile', () => {
  it('takes the nearest rank: the median of five, the 75th percentile of ten', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(percentile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.75)).toBe(80);
    expect(percentile([7], 0.75)).toBe(7);
  });

  it('refuses no values', () => {
    expect(() => percentile([], 0.5)).toThrow();
  });
});
