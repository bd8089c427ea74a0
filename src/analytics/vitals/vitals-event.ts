import type { MetricType } from 'web-vitals';
import type { AnalyticsEvent } from '../data-layer.ts';
import { attributionOf } from './vitals-attribution.ts';

/** Where the metric was measured: the shop's country and the page's route (page-route.ts). */
export interface VitalsPage {
  country: string;
  route: string;
}

/**
 * Every attribution field an event may carry, unset. A tag manager keeps the last value of a key
 * that a push leaves out: without these, a CLS event would go on with the last INP's target.
 */
export const NO_ATTRIBUTION = {
  debug_target: undefined,
  debug_interaction_type: undefined,
  debug_interaction_time: undefined,
  debug_input_delay: undefined,
  debug_processing_duration: undefined,
  debug_presentation_delay: undefined,
  debug_shift_time: undefined,
  debug_shift_value: undefined,
};

/** CLS is a score with four meaningful decimals; the others are milliseconds, reported whole. */
function rounded(metric: MetricType, value: number): number {
  return metric.name === 'CLS' ? Number(value.toFixed(4)) : Math.round(value);
}

/**
 * The `web_vitals` dataLayer event of one metric report, in GA4's snake_case. `metric_delta` is
 * what changed since this metric's last report (CLS and INP may report again, with the same
 * `metric_id`); a tag that sums values into GA4 sends the delta.
 */
export function vitalsEvent(metric: MetricType, page: VitalsPage): AnalyticsEvent {
  return {
    event: 'web_vitals',
    metric_name: metric.name,
    metric_value: rounded(metric, metric.value),
    metric_delta: rounded(metric, metric.delta),
    metric_rating: metric.rating,
    metric_id: metric.id,
    navigation_type: metric.navigationType,
    page_route: page.route,
    country: page.country,
    ...NO_ATTRIBUTION,
    ...attributionOf(metric),
  };
}
