import type { AnalyticsEvent } from '../data-layer.ts';
import { VITALS_SAMPLE_FIELDS, VITALS_SINK_PATH } from './sink-protocol.ts';

/** The sample of a `web_vitals` event that the sink keeps. */
export function sampleOf(event: AnalyticsEvent): Record<string, unknown> {
  return Object.fromEntries(VITALS_SAMPLE_FIELDS.map((field) => [field, event[field]]));
}

/**
 * Sends each report to the local sink of the shop at `basePath`. A beacon, because INP and CLS
 * are reported as the page is left, and a beacon outlives the page.
 */
export function sendToSink(basePath: string): (event: AnalyticsEvent) => void {
  const address = `${basePath}${VITALS_SINK_PATH.slice(1)}`;
  return (event) => navigator.sendBeacon(address, JSON.stringify(sampleOf(event)));
}
