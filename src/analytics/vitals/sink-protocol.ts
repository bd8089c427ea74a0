/**
 * The Server-Timing entry of a page served by `storefront serve --dev-tools`: only such a page
 * sends its vitals to the local sink. A production host never sends it, so nothing is beaconed there.
 */
export const VITALS_SINK_TIMING = 'storefront-vitals-sink';
/** The local sink's address, under the shop's base path. */
export const VITALS_SINK_PATH = '/_dev/vitals';

/** The fields of a `web_vitals` event (vitals-event.ts) that the local sink keeps: no attribution, nothing about the visitor. */
export const VITALS_SAMPLE_FIELDS = ['country', 'page_route', 'metric_name', 'metric_value', 'metric_id'] as const;

/** What a page beacons to the sink for one report. */
export interface VitalsSample {
  country: string;
  page_route: string;
  metric_name: string;
  metric_value: number;
  metric_id: string;
}

/** Whether the server that sent this page collects vitals: `storefront serve --dev-tools` says so in Server-Timing. */
export function servedWithSink(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.some(({ name }) => name === VITALS_SINK_TIMING) ?? false;
}
