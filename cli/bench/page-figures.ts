import type { LighthouseResult } from '../audit/audit-results.ts';

/** The figures the bench compares, each as Lighthouse or the probe measures it. */
export const METRICS = [
  { key: 'tbtMs', label: 'TBT (ms)', audit: 'total-blocking-time' },
  { key: 'ttiMs', label: 'TTI (ms)', audit: 'interactive' },
  { key: 'lcpMs', label: 'LCP (ms)', audit: 'largest-contentful-paint' },
  { key: 'fcpMs', label: 'FCP (ms)', audit: 'first-contentful-paint' },
  { key: 'cls', label: 'CLS', audit: 'cumulative-layout-shift' },
] as const;

export type MetricKey = (typeof METRICS)[number]['key'] | 'scriptBytes';
export type PageFigures = Record<MetricKey, number>;

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** One Lighthouse run's figures: its metrics, and the bytes of script that came over the network. */
export function figuresOf(lhr: LighthouseResult): PageFigures {
  const value = (audit: string) => {
    const numeric = lhr.audits[audit]?.numericValue;
    if (typeof numeric !== 'number') throw new Error(`Lighthouse measured no ${audit}`);
    return numeric;
  };
  const requests = ((lhr.audits['network-requests'] as { details?: { items?: NetworkRequest[] } } | undefined)?.details?.items ?? []) as NetworkRequest[];
  const scriptBytes = requests.filter(({ resourceType }) => resourceType === 'Script').reduce((sum, { transferSize = 0 }) => sum + transferSize, 0);
  return { ...(Object.fromEntries(METRICS.map(({ key, audit }) => [key, value(audit)])) as Omit<PageFigures, 'scriptBytes'>), scriptBytes };
}

/** The value at a share of the sorted values, by the nearest rank: 0.5 the median, 0.75 the 75th percentile. */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) throw new Error('no values to take a percentile of');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}
