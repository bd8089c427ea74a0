import type { VitalsSample } from '../../src/analytics/vitals/sink-protocol.ts';

/** The metrics in the order the table shows them: the three Core Web Vitals first. */
export const VITALS_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

/** The most samples kept; the oldest go first. A local sink for one person's clicks never gets near it. */
export const MAX_SAMPLES = 10_000;

export interface VitalsRow {
  country: string;
  route: string;
  metric: string;
  /** The 75th percentile of the samples, as Google's tools rate a page. */
  p75: number;
  samples: number;
}

/** The 75th percentile by nearest rank: the smallest value that at least 75 % of the values do not exceed. */
export function percentile75(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values to take a percentile of');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

const metricOrder = (metric: string) => VITALS_METRICS.indexOf(metric as (typeof VITALS_METRICS)[number]);

/**
 * The samples the pages sent, kept in memory. One sample per metric of a page view: CLS and INP
 * are reported again, with the same id, when they grow, and only the latest value counts.
 */
export class VitalsStore {
  private readonly samples = new Map<string, VitalsSample>();

  add(sample: VitalsSample): void {
    // Per country too: a page of one shop can never replace another's sample.
    const key = JSON.stringify([sample.country, sample.metric_name, sample.metric_id]);
    this.samples.delete(key);
    this.samples.set(key, sample);
    if (this.samples.size > MAX_SAMPLES) this.samples.delete(this.samples.keys().next().value!);
  }

  /** One row per country, page route and metric that has samples, in that order. */
  rows(): VitalsRow[] {
    const groups = new Map<string, VitalsSample[]>();
    for (const sample of this.samples.values()) {
      const key = JSON.stringify([sample.country, sample.page_route, sample.metric_name]);
      const group = groups.get(key);
      if (group) group.push(sample);
      else groups.set(key, [sample]);
    }
    return [...groups.values()]
      .map((group): VitalsRow => {
        const [{ country, page_route: route, metric_name: metric }] = group as [VitalsSample];
        return { country, route, metric, p75: percentile75(group.map(({ metric_value }) => metric_value)), samples: group.length };
      })
      .sort((a, b) => a.country.localeCompare(b.country) || a.route.localeCompare(b.route) || metricOrder(a.metric) - metricOrder(b.metric));
  }
}
