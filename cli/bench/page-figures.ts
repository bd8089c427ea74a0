import type { LighthouseResult } from '../audit/audit-results.ts';

/** The figures the bench compares, each as Lighthouse or the probe measures it. */
export const METRICS = [
  { key: 'tbtMs', label: 'TBT (ms)', audit: 'total-blocking-time', digits: 0 },
  { key: 'ttiMs', label: 'TTI (ms)', audit: 'interactive', digits: 0 },
  { key: 'lcpMs', label: 'LCP (ms)', audit: 'largest-contentful-paint', digits: 0 },
  { key: 'fcpMs', label: 'FCP (ms)', audit: 'first-contentful-paint', digits: 0 },
  { key: 'cls', label: 'CLS', audit: 'cumulative-layout-shift', digits: 3 },
] as const;

export type MetricKey = (typeof METRICS)[number]['key'];
export type PageFigures = Record<MetricKey, number>;

/**
 * One Lighthouse run's metrics. Script bytes are not among them: Lighthouse counts what came over
 * the wire, response headers included, which a security header added to every answer swells.
 */
export function figuresOf(lhr: LighthouseResult): PageFigures {
  const value = (audit: string) => {
    const numeric = lhr.audits[audit]?.numericValue;
    if (typeof numeric !== 'number') throw new Error(`Lighthouse measured no ${audit}`);
    return numeric;
  };
  return Object.fromEntries(METRICS.map(({ key, audit }) => [key, value(audit)])) as PageFigures;
}

/** The value at a share of the sorted values, by the nearest rank: 0.5 the median, 0.75 the 75th percentile. */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) throw new Error('no values to take a percentile of');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}
